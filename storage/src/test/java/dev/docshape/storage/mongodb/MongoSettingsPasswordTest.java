package dev.docshape.storage.mongodb;

import com.mongodb.ConnectionString;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A password typed into a field of its own goes into the connection string for the user it names, percent-encoded. */
class MongoSettingsPasswordTest {

    @Test
    void thePasswordReachesTheDriverAsTyped() {
        String password = "p@ss:w/rd %+é";
        String uri = MongoSettings.withPassword("mongodb://app@db.example.com:27017/shop?authSource=admin", password);
        ConnectionString parsed = new ConnectionString(uri);
        assertEquals("app", parsed.getUsername());
        assertArrayEquals(password.toCharArray(), parsed.getPassword());
        assertEquals("shop", parsed.getDatabase());
        assertTrue(MongoSettings.of(uri, "shop").redactedUri().indexOf("p%40ss") < 0, "never shown");
    }

    @Test
    void noPasswordLeavesTheStringAndAPasswordNeedsAUser() {
        assertEquals("mongodb://h", MongoSettings.withPassword("mongodb://h", ""));
        MongoProblem noUser = assertThrows(MongoProblem.class, () -> MongoSettings.withPassword("mongodb://h:27017/x?tag=a@b", "secret"));
        assertTrue(noUser.getMessage().contains("names no user") && !noUser.getMessage().contains("secret"), noUser.getMessage());
        MongoProblem twice = assertThrows(MongoProblem.class, () -> MongoSettings.withPassword("mongodb://u:old@h", "secret"));
        assertTrue(twice.getMessage().contains("has a password already"), twice.getMessage());
    }
}
