package dev.docshape.storage.file.json;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

class JsonPathTest {

    @Test
    void plainNamesUseDotsAndOtherKeysBrackets() {
        JsonPath path = JsonPath.ROOT.field("designs").index(1).field("mappings").field("post-comments").field("size");
        assertEquals("$.designs[1].mappings['post-comments'].size", path.toString());
        assertEquals("/designs/1/mappings/post-comments/size", path.toPointer());
    }

    @Test
    void pointerEscapesSlashAndTilde() {
        assertEquals("/mappings/a~1b~0c", JsonPath.ROOT.field("mappings").field("a/b~c").toPointer());
        assertEquals("$.mappings['it\\'s']", JsonPath.ROOT.field("mappings").field("it's").toString());
    }

    @Test
    void rootIsDollar() {
        assertEquals("$", JsonPath.ROOT.toString());
        assertEquals("", JsonPath.ROOT.toPointer());
    }
}
