package dev.docshape.app.ui;

import dev.docshape.storage.mongodb.MongoSettings;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The connection string, password and database as typed, checked once for Run on MongoDB and the MongoDB import. */
class MongoTargetTest {
    private final List<String> problems = new ArrayList<>();

    @Test
    void thePasswordGoesIntoTheStringAndSpacesAroundTheTypedTextAreDropped() {
        MongoTarget target = new MongoTarget("docshape");
        target.uri().set("  mongodb://app@db.example.com:27017 ");
        target.password().set("s3cret pass");
        target.database().set(" shop ");
        MongoSettings settings = target.settings(problems::add).orElseThrow();
        assertEquals("mongodb://app:s3cret%20pass@db.example.com:27017", settings.uri());
        assertEquals("shop", settings.database());
        assertEquals("database 'shop' on mongodb://app:****@db.example.com:27017", settings.where());
        assertTrue(problems.isEmpty(), problems.toString());
    }

    @Test
    void aPasswordWithoutAUserIsSaidAndNothingIsReturned() {
        MongoTarget target = new MongoTarget(null);
        target.password().set("secret");
        assertTrue(target.uriWithPassword(problems::add).isEmpty());
        assertEquals(List.of("the connection string names no user for the password: write it as mongodb://USER@host"), problems);
        assertEquals("", target.databaseName(), "no database chosen yet");
        target.password().set("");
        assertEquals("mongodb://localhost:27017", target.uriWithPassword(problems::add).orElseThrow());
    }
}
