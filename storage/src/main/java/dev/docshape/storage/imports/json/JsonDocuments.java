package dev.docshape.storage.imports.json;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.StreamReadConstraints;
import dev.docshape.storage.imports.ImportException;

import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

/**
 * Reads the documents of one JSON source, one at a time, with Jackson's streaming parser: NDJSON
 * (one document per line, what {@code mongoexport} writes by default), or one JSON array of
 * documents ({@code mongoexport --jsonArray}), with Extended JSON values decoded. Memory holds one
 * document at a time; a document over 16 MiB of JSON text (MongoDB's own limit per document) or
 * with more than {@value #MAX_DOCUMENT_VALUES} values is refused with its line, so a huge file of
 * one endless document cannot exhaust memory.
 */
public final class JsonDocuments {
    /** The most JSON text one document may take. */
    public static final long MAX_DOCUMENT_CHARS = 16L * 1024 * 1024;
    /** The most values (scalars, subdocuments, arrays) one document may hold. */
    public static final int MAX_DOCUMENT_VALUES = 1_000_000;
    private static final int CHECK_EVERY_TOKENS = 4096;
    /** A string this long checks the document's size at once (so a few huge strings cannot add up unseen). */
    private static final int LONG_STRING = 1 << 16;

    private static final JsonFactory FACTORY = JsonFactory.builder()
            .streamReadConstraints(StreamReadConstraints.builder().maxNestingDepth(200)
                    .maxStringLength((int) MAX_DOCUMENT_CHARS).build())
            .build();

    private final String source;
    private final JsonParser parser;
    private long documentStart;
    private int documentLine;
    private int tokens;
    private int values;

    private JsonDocuments(String source, JsonParser parser) {
        this.source = source;
        this.parser = parser;
    }

    /**
     * Streams every document of {@code in} to {@code sink}; {@code source} names it in messages.
     *
     * @return the number of documents read
     * @throws ImportException invalid JSON, a value that is not a document, a malformed Extended JSON
     *                         value or an oversized document, with the line and column
     */
    public static long read(InputStream in, String source, Consumer<Map<String, Object>> sink) throws ImportException {
        JsonParser parser = null;
        try {
            parser = FACTORY.createParser(in);
            return new JsonDocuments(source, parser).readAll(sink);
        } catch (JsonProcessingException e) {
            JsonLocation at = e.getLocation() != null ? e.getLocation() : parser == null ? null : parser.currentLocation();
            throw ImportException.at(source, at == null ? 0 : at.getLineNr(), at == null ? 0 : at.getColumnNr(),
                    "invalid JSON: " + e.getOriginalMessage(), e);
        } catch (IOException e) {
            throw new ImportException(source + ": could not read: " + e.getMessage(), e);
        } finally {
            closeQuietly(parser);
        }
    }

    private static void closeQuietly(JsonParser parser) {
        if (parser == null) return;
        try {
            parser.close();
        } catch (IOException ignored) {
            // reading failed already, or succeeded; closing the source cannot change that
        }
    }

    private long readAll(Consumer<Map<String, Object>> sink) throws IOException, ImportException {
        long count = 0;
        JsonToken t = parser.nextToken();
        boolean array = t == JsonToken.START_ARRAY;
        if (array) t = parser.nextToken();
        while (t != null) {
            if (array && t == JsonToken.END_ARRAY) {
                JsonToken after = parser.nextToken();
                if (after != null) throw problem("unexpected content after the array of documents");
                break;
            }
            if (t != JsonToken.START_OBJECT) {
                throw problem("a document must be a JSON object, found " + describe(t));
            }
            JsonLocation start = parser.currentTokenLocation();
            documentStart = offset(start);
            documentLine = start.getLineNr();
            values = 0;
            if (!(objectOrWrapper() instanceof Map<?, ?> document)) {
                throw ImportException.at(source, documentLine, start.getColumnNr(),
                        "a document must be a JSON object, found a single Extended JSON value", null);
            }
            @SuppressWarnings("unchecked")
            Map<String, Object> fields = (Map<String, Object>) document;
            checkBytes();
            sink.accept(fields);
            count++;
            t = parser.nextToken();
        }
        if (array && t == null) throw problem("the array of documents is not closed (the file ends early)");
        return count;
    }

    /** An object, or the value an Extended JSON wrapper object stands for. */
    private Object objectOrWrapper() throws IOException, ImportException {
        Map<String, Object> map = new LinkedHashMap<>();
        JsonToken t;
        boolean first = true;
        while ((t = parser.nextToken()) == JsonToken.FIELD_NAME) {
            String name = parser.currentName();
            if (first && name.startsWith("$") && ExtendedJson.KEYS.contains(name)) return wrapper(name);
            first = false;
            map.put(name, value(parser.nextToken()));
        }
        if (t != JsonToken.END_OBJECT) throw problem("unexpected " + describe(t) + " in an object");
        return map;
    }

    /** Reads the rest of an Extended JSON wrapper object and decodes it. */
    private Object wrapper(String firstKey) throws IOException, ImportException {
        long line = parser.currentLocation().getLineNr();
        long column = parser.currentLocation().getColumnNr();
        Map<String, Object> raw = new LinkedHashMap<>();
        raw.put(firstKey, plain(parser.nextToken()));
        while (parser.nextToken() == JsonToken.FIELD_NAME) {
            String name = parser.currentName();
            raw.put(name, plain(parser.nextToken()));
        }
        try {
            return ExtendedJson.decode(raw);
        } catch (IllegalArgumentException e) {
            throw ImportException.at(source, line, column, "invalid Extended JSON value: " + e.getMessage(), e);
        }
    }

    private Object value(JsonToken t) throws IOException, ImportException {
        if (++tokens >= CHECK_EVERY_TOKENS) checkSize();
        return switch (t) {
            case START_OBJECT -> objectOrWrapper();
            case START_ARRAY -> {
                List<Object> list = new ArrayList<>();
                JsonToken item;
                while ((item = parser.nextToken()) != JsonToken.END_ARRAY) {
                    if (item == null) throw problem("the file ends inside an array");
                    list.add(value(item));
                }
                yield list;
            }
            default -> {
                Object scalar = scalar(t);
                if (scalar instanceof String text && text.length() > LONG_STRING) checkBytes();
                yield scalar;
            }
        };
    }

    /** A value without Extended JSON decoding (inside a wrapper). */
    private Object plain(JsonToken t) throws IOException, ImportException {
        if (t == JsonToken.START_OBJECT) {
            Map<String, Object> m = new LinkedHashMap<>();
            while (parser.nextToken() == JsonToken.FIELD_NAME) {
                String name = parser.currentName();
                m.put(name, plain(parser.nextToken()));
            }
            return m;
        }
        if (t == JsonToken.START_ARRAY) {
            parser.skipChildren();
            return List.of();
        }
        return scalar(t);
    }

    private Object scalar(JsonToken t) throws IOException, ImportException {
        return switch (t) {
            case VALUE_STRING -> parser.getText();
            case VALUE_NUMBER_INT -> switch (parser.getNumberType()) {
                case INT -> parser.getIntValue();
                case LONG -> parser.getLongValue();
                default -> parser.getDecimalValue();
            };
            case VALUE_NUMBER_FLOAT -> parser.getDoubleValue();
            case VALUE_TRUE -> Boolean.TRUE;
            case VALUE_FALSE -> Boolean.FALSE;
            case VALUE_NULL -> null;
            default -> throw problem("unexpected " + describe(t));
        };
    }

    private void checkSize() throws ImportException {
        tokens = 0;
        values += CHECK_EVERY_TOKENS;
        if (values > MAX_DOCUMENT_VALUES) {
            throw ImportException.at(source, documentLine, 0, String.format(java.util.Locale.ROOT,
                    "the document that starts on this line holds more than %,d values", MAX_DOCUMENT_VALUES), null);
        }
        checkBytes();
    }

    private void checkBytes() throws ImportException {
        long size = offset(parser.currentLocation()) - documentStart;
        if (size > MAX_DOCUMENT_CHARS) {
            throw ImportException.at(source, documentLine, 0, String.format(java.util.Locale.ROOT,
                    "the document that starts on this line is larger than %d MiB of JSON (MongoDB allows 16 MiB per document)",
                    MAX_DOCUMENT_CHARS >> 20), null);
        }
    }

    /** Bytes into the input (characters for a text source). */
    private static long offset(JsonLocation at) {
        return at.getByteOffset() >= 0 ? at.getByteOffset() : at.getCharOffset();
    }

    private ImportException problem(String message) {
        JsonLocation at = parser.currentTokenLocation();
        return ImportException.at(source, at.getLineNr(), at.getColumnNr(), message, null);
    }

    private static String describe(JsonToken t) {
        if (t == null) return "the end of the file";
        return switch (t) {
            case START_ARRAY -> "an array";
            case VALUE_STRING -> "a string";
            case VALUE_NUMBER_INT, VALUE_NUMBER_FLOAT -> "a number";
            case VALUE_TRUE, VALUE_FALSE -> "a boolean";
            case VALUE_NULL -> "null";
            default -> t.asString() == null ? t.name() : "'" + t.asString() + "'";
        };
    }
}
