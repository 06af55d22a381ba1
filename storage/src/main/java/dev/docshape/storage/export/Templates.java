package dev.docshape.storage.export;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import dev.docshape.storage.sample.DocumentJson;
import dev.docshape.storage.sample.JsonDialect;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** A template document: a real sample document, each array cut to one item, indented. */
final class Templates {
    private static final ObjectMapper PRETTY = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    private Templates() {
    }

    static String template(Map<String, Object> document) {
        String compact = new DocumentJson(JsonDialect.EXTENDED).write(shorten(document));
        try {
            return PRETTY.writeValueAsString(PRETTY.readTree(compact)) + "\n";
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @SuppressWarnings("unchecked")
    private static Object shortenValue(Object value) {
        if (value instanceof Map<?, ?> map) return shorten((Map<String, Object>) map);
        if (value instanceof List<?> list) {
            List<Object> one = new ArrayList<>(1);
            if (!list.isEmpty()) one.add(shortenValue(list.get(0)));
            return one;
        }
        return value;
    }

    private static Map<String, Object> shorten(Map<String, Object> document) {
        Map<String, Object> copy = new LinkedHashMap<>();
        document.forEach((k, v) -> copy.put(k, shortenValue(v)));
        return copy;
    }
}
