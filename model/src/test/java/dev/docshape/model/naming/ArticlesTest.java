package dev.docshape.model.naming;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The indefinite article before the words findings and messages put one before: the entity names of the examples and of
 * the imports ({@code import sql} keeps a table's capitals: {@code UNIT}), the field types and pattern kinds the designer
 * names, and the vowels said as consonants and the silent h (decision 0563).
 */
class ArticlesTest {
    @ParameterizedTest(name = "{0}")
    @CsvSource({
            // entity names in the examples' findings and in imports
            "issue, an issue", "order, an order", "OrderLine, an OrderLine", "address, an address", "author, an author",
            "enrolment, an enrolment", "organisation, an organisation", "event, an event", "ingredient, an ingredient",
            "uploader, an uploader", "user, a user", "User, a User", "comment, a comment", "hotel, a hotel", "HOTEL, a HOTEL",
            "hashtag, a hashtag", "homeCity, a homeCity", "UNIT, a UNIT", "unit, a unit", "hour_log, an hour_log",
            // field types and pattern kinds in the designer's messages
            "string, a string", "integer, an integer", "long, a long", "object id, an object id", "uuid, a uuid",
            "UUID, a UUID", "array, an array", "object, an object", "boolean, a boolean", "link, a link", "unlink, an unlink",
            "insert, an insert", "update, an update",
            // vowels said as consonants, a silent h
            "one-to-many, a one-to-many", "euro, a euro", "url, a url", "usage, a usage", "utility, a utility",
            "hour, an hour", "honest, an honest", "heir, an heir", "history, a history", "umbrella, an umbrella",
            // abbreviations said letter by letter take the article of their first letter's name (decision 0574)
            "SKU, an SKU", "URL, a URL", "ID, an ID", "IDs, an IDs", "SKU_codes, an SKU_codes", "IDCard, an IDCard",
            "HTML, an HTML", "XML, an XML", "SQL, an SQL", "MRI, an MRI", "FAQ, a FAQ", "UI, a UI", "USB, a USB",
            "API, an API", "HR, an HR", "NDA, an NDA", "LLC, an LLC", "UUID, a UUID",
            // all-capital words said as words stay words; "uni" is said "you"
            "ORDER, an ORDER", "USER, a USER", "LOG, a LOG", "MAP, a MAP", "SUN, a SUN", "unique, a unique",
            "universe, a universe", "uuid_list, a uuid_list"})
    void theArticleGoesByHowTheWordIsSaid(String word, String expected) {
        assertEquals(expected, Nouns.withArticle(word));
    }
}
