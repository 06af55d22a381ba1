package dev.docshape.renderer.layout;

import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class JsonTest {
    @Test
    void readsObjectsArraysAndScalars() {
        Object value = Json.parse("{\"a\": [1, -2.5e1, true, false, null], \"b\": {\"c\": \"x\\\"\\u00e9\\n\"}}");
        Map<?, ?> map = (Map<?, ?>) value;
        assertEquals(List.of(1.0, -25.0, true, false), ((List<?>) map.get("a")).subList(0, 4));
        assertEquals(null, ((List<?>) map.get("a")).get(4));
        assertEquals("x\"é\n", ((Map<?, ?>) map.get("b")).get("c"));
    }

    @Test
    void escapesAnywhereInAString() {
        assertEquals("<B>Person</B> & more", Json.parse("\"<B>Person<\\/B> & more\""));
        assertEquals("tail\\", Json.parse("\"tail\\\\\""));
    }

    @Test
    void emptyContainers() {
        assertEquals(Map.of("a", List.of(), "b", Map.of()), Json.parse("{\"a\":[],\"b\":{}}"));
    }

    @Test
    void malformedTextNamesTheOffset() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Json.parse("{\"a\": [1, }"));
        assertTrue(e.getMessage().startsWith("malformed JSON at offset 10"), e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> Json.parse("{\"a\": 1} x"));
        assertThrows(IllegalArgumentException.class, () -> Json.parse("\"open"));
    }
}
