package dev.docshape.storage.export;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.json.JsonWriteFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.json.JsonMapper;

/**
 * Text as it may appear in a generated JavaScript file. Everything but printable ASCII is written
 * as a {@code \}{@code uXXXX} escape: control characters, the line terminators U+2028/U+2029 (which
 * would end a {@code //} comment and let the rest of a name run as code), and lone surrogates. The
 * scripts are therefore pure ASCII, whatever the names in the model.
 */
public final class ScriptText {
    /** A bound below 1e-6 as 0.00000015, not BigDecimal's 1.5E-7, as in the schema files ({@link Exporter}, decision 0575). */
    private static final JsonMapper ASCII_JSON = JsonMapper.builder().enable(JsonWriteFeature.ESCAPE_NON_ASCII)
            .enable(com.fasterxml.jackson.core.StreamWriteFeature.WRITE_BIGDECIMAL_AS_PLAIN).build();

    private ScriptText() {
    }

    /** A JavaScript string literal, double-quoted. */
    public static String string(String text) {
        StringBuilder sb = new StringBuilder(text.length() + 2).append('"');
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '"' || c == '\\') sb.append('\\').append(c);
            else appendPrintable(sb, c);
        }
        return sb.append('"').toString();
    }

    /** Text for a {@code //} comment: printable ASCII kept, everything else escaped, so the comment ends where the line does. */
    public static String comment(String text) {
        StringBuilder sb = new StringBuilder(text.length());
        for (int i = 0; i < text.length(); i++) appendPrintable(sb, text.charAt(i));
        return sb.toString();
    }

    /** JSON (a JavaScript object literal) with every non-ASCII character escaped. */
    public static String json(JsonNode node) {
        try {
            return ASCII_JSON.writeValueAsString(node);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    private static void appendPrintable(StringBuilder sb, char c) {
        if (c >= 0x20 && c < 0x7f) sb.append(c);
        else sb.append(String.format("\\u%04x", (int) c));
    }
}
