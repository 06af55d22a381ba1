package dev.docshape.app.analysis.sample;

import com.fasterxml.jackson.databind.JsonNode;

import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * A row of the stored-documents list: the end of the document's id (where the ids of one
 * collection differ: they share the collection's prefix) and what the document is about, its
 * name (or first and last name) or title or first text, so that no two rows look alike.
 *
 * @param id    the document's id in the store
 * @param label what the row shows: {@code …00002a · Alice Smith}
 */
public record StoredDocument(String id, String label) {
    /** Fields that name a document, tried in this order before any other text. */
    private static final List<String> NAMING = List.of("name", "title", "fullName", "displayName", "username", "email", "label", "code");
    private static final int SHOWN_ID = 6;
    private static final int SUMMARY = 40;

    static StoredDocument of(String id, JsonNode doc) {
        String shortId = id.length() > SHOWN_ID + 2 ? "…" + id.substring(id.length() - SHOWN_ID) : id;
        String about = summary(doc);
        return new StoredDocument(id, about.isEmpty() ? shortId : shortId + " · " + about);
    }

    /**
     * The naming field's text; else the texts of the fields named like a name ({@code firstName},
     * {@code lastName}); else the first text; else the first other value, as {@code field: value}.
     */
    private static String summary(JsonNode doc) {
        if (doc == null || !doc.isObject()) return "";
        for (String field : NAMING) {
            JsonNode v = doc.get(field);
            if (v != null && v.isTextual() && !v.asText().isBlank()) return cut(v.asText());
        }
        StringBuilder names = new StringBuilder();
        String firstText = "";
        String firstScalar = "";
        for (Iterator<Map.Entry<String, JsonNode>> it = doc.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> f = it.next();
            JsonNode v = f.getValue();
            if (f.getKey().equals("_id") || !v.isValueNode() || v.asText().isBlank()) continue;
            if (v.isTextual() && f.getKey().toLowerCase(Locale.ROOT).contains("name")) names.append(names.length() == 0 ? "" : " ").append(v.asText());
            else if (v.isTextual() && firstText.isEmpty()) firstText = v.asText();
            else if (firstScalar.isEmpty()) firstScalar = f.getKey() + ": " + v.asText();
        }
        return cut(names.length() > 0 ? names.toString() : !firstText.isEmpty() ? firstText : firstScalar);
    }

    private static String cut(String text) {
        String line = oneLine(text);
        return line.length() <= SUMMARY ? line : line.substring(0, SUMMARY - 1) + "…";
    }

    private static String oneLine(String text) {
        return text.replaceAll("\\s+", " ").strip();
    }

    /** As compared: ignoring case, and spaces at the ends or doubled. */
    private static String normal(String text) {
        return oneLine(text).toLowerCase(Locale.ROOT);
    }

    /**
     * A filter typed above the list: {@code field = value} keeps the documents whose top-level or
     * dotted field has that value (ignoring case); any other text keeps those with a top-level value
     * that contains it. Blank keeps all.
     */
    record Filter(String field, String value) {
        static final Filter ALL = new Filter(null, "");

        static Filter parse(String text) {
            if (text == null || text.isBlank()) return ALL;
            int eq = text.indexOf('=');
            if (eq > 0 && !text.substring(0, eq).isBlank()) {
                return new Filter(text.substring(0, eq).strip(), normal(text.substring(eq + 1)));
            }
            return new Filter(null, normal(text));
        }

        boolean all() {
            return field == null && value.isEmpty();
        }

        /** A cheap first test on the stored text: false only when the document cannot match. */
        boolean mayMatch(String json) {
            return all() || json.toLowerCase(Locale.ROOT).contains(value);
        }

        boolean matches(JsonNode doc) {
            if (all()) return true;
            if (field != null) {
                JsonNode v = doc;
                for (String part : field.split("\\.")) v = v == null ? null : v.get(part);
                return v != null && v.isValueNode() && text(v).equals(value);
            }
            for (Iterator<JsonNode> it = doc.elements(); it.hasNext(); ) {
                JsonNode v = it.next();
                if (v.isValueNode() && text(v).contains(value)) return true;
            }
            return false;
        }

        private static String text(JsonNode v) {
            return normal(v.asText());
        }
    }
}
