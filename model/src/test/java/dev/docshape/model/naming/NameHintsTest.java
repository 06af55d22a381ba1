package dev.docshape.model.naming;

import dev.docshape.model.Field;
import dev.docshape.model.FieldType;
import dev.docshape.model.ValueDomain;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

class NameHintsTest {

    @ParameterizedTest(name = "{0} mentions {1}")
    @CsvSource({"criticRating, rating", "rating_count, rating", "ratings, rating", "RATING, rating",
            "first_name, firstname", "firstName, firstname", "zip-code, zip", "avatarURL, url", "URLPath, url",
            "address line1, line1", "Customer Account, customeraccount"})
    void aHintMatchesAtTheStartOfAWordInAnyCasing(String name, String hint) {
        assertTrue(NameHints.mentions(name, hint));
    }

    @ParameterizedTest(name = "{0} does not mention {1}")
    @CsvSource({"operatingCost, rating", "hotel, tel", "discount, count", "highscore, score", "'', score"})
    void aHintInsideAWordIsNotMentioned(String name, String hint) {
        assertFalse(NameHints.mentions(name, hint));
    }

    @Test
    void theValueDomainOfARatingFollowsTheSameRule() {
        assertEquals(5, ValueDomain.of(Field.of("user_rating", FieldType.INTEGER)).values());
        assertEquals(5, ValueDomain.of(Field.of("starsGiven", FieldType.INTEGER)).values());
        assertNull(ValueDomain.of(Field.of("operatingHours", FieldType.INTEGER)));
    }
}
