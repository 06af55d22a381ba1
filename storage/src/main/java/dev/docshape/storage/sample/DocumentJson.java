package dev.docshape.storage.sample;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.math.BigDecimal;
import java.nio.ByteBuffer;
import java.time.Instant;
import java.time.format.DateTimeFormatter;
import java.time.temporal.ChronoUnit;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import java.util.UUID;

/**
 * Writes sample documents (maps of the values a {@link ValueSource} makes) as compact JSON in one
 * {@link JsonDialect}. Not thread-safe: one instance per thread, reused for every document.
 */
public final class DocumentJson {

    private static final JsonFactory FACTORY = new JsonFactory();
    private static final DateTimeFormatter ISO_MILLIS = DateTimeFormatter.ISO_INSTANT;

    private final JsonDialect dialect;
    private final StringBuilderWriter out = new StringBuilderWriter();
    private final JsonGenerator json;

    public DocumentJson(JsonDialect dialect) {
        this.dialect = dialect;
        try {
            this.json = FACTORY.createGenerator(out);
            this.json.setRootValueSeparator(null);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The document as one line of JSON. */
    public String write(Map<String, ?> document) {
        try {
            writeObject(document);
            json.flush();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        String text = out.builder.toString();
        out.builder.setLength(0);
        return text;
    }

    private void writeObject(Map<String, ?> object) throws IOException {
        json.writeStartObject();
        for (Map.Entry<String, ?> entry : object.entrySet()) {
            json.writeFieldName(entry.getKey());
            writeValue(entry.getValue());
        }
        json.writeEndObject();
    }

    @SuppressWarnings("unchecked")
    private void writeValue(Object value) throws IOException {
        if (value == null) {
            json.writeNull();
        } else if (value instanceof String s) {
            json.writeString(s);
        } else if (value instanceof Integer i) {
            json.writeNumber(i);
        } else if (value instanceof Long l) {
            if (dialect == JsonDialect.EXTENDED) wrapped("$numberLong", Long.toString(l));
            else json.writeNumber(l);
        } else if (value instanceof Double d) {
            writeDouble(d);
        } else if (value instanceof BigDecimal d) {
            if (dialect == JsonDialect.EXTENDED) wrapped("$numberDecimal", d.toPlainString());
            else json.writeNumber(d);
        } else if (value instanceof Boolean b) {
            json.writeBoolean(b);
        } else if (value instanceof ObjectId id) {
            if (dialect == JsonDialect.EXTENDED) wrapped("$oid", id.hex());
            else json.writeString(id.hex());
        } else if (value instanceof Instant t) {
            writeDate(t);
        } else if (value instanceof UUID u) {
            if (dialect == JsonDialect.EXTENDED) binary(uuidBytes(u), "04");
            else json.writeString(u.toString());
        } else if (value instanceof byte[] bytes) {
            if (dialect == JsonDialect.EXTENDED) binary(bytes, "00");
            else json.writeString(Base64.getEncoder().encodeToString(bytes));
        } else if (value instanceof Map<?, ?> map) {
            writeObject((Map<String, ?>) map);
        } else if (value instanceof List<?> list) {
            json.writeStartArray();
            for (Object item : list) writeValue(item);
            json.writeEndArray();
        } else {
            throw new IllegalArgumentException("no JSON form for a sample value of type " + value.getClass().getName());
        }
    }

    /**
     * A double. In Extended JSON a whole number ({@code 4.0}) and the non-finite values are written
     * {@code {"$numberDouble": "4.0"}}: a plain {@code 4.0} is read as an int32 by mongosh and the
     * Node driver, and would then fail {@code bsonType: "double"}.
     */
    private void writeDouble(double d) throws IOException {
        boolean ambiguous = !Double.isFinite(d) || (d == Math.rint(d));
        if (dialect == JsonDialect.EXTENDED && ambiguous) wrapped("$numberDouble", Double.toString(d));
        else json.writeNumber(d);
    }

    private void writeDate(Instant t) throws IOException {
        String iso = ISO_MILLIS.format(t.truncatedTo(ChronoUnit.MILLIS));
        if (dialect == JsonDialect.PLAIN) {
            json.writeString(iso);
        } else if (t.getEpochSecond() >= 0 && t.isBefore(Instant.parse("9999-12-31T23:59:59Z"))) {
            wrapped("$date", iso);
        } else {
            // Relaxed Extended JSON writes dates before 1970 in the canonical form.
            json.writeStartObject();
            json.writeFieldName("$date");
            wrapped("$numberLong", Long.toString(t.toEpochMilli()));
            json.writeEndObject();
        }
    }

    private void wrapped(String key, String text) throws IOException {
        json.writeStartObject();
        json.writeStringField(key, text);
        json.writeEndObject();
    }

    private void binary(byte[] bytes, String subType) throws IOException {
        json.writeStartObject();
        json.writeFieldName("$binary");
        json.writeStartObject();
        json.writeStringField("base64", Base64.getEncoder().encodeToString(bytes));
        json.writeStringField("subType", subType);
        json.writeEndObject();
        json.writeEndObject();
    }

    private static byte[] uuidBytes(UUID u) {
        return ByteBuffer.allocate(16).putLong(u.getMostSignificantBits()).putLong(u.getLeastSignificantBits()).array();
    }

    private static final class StringBuilderWriter extends Writer {
        final StringBuilder builder = new StringBuilder(1024);

        @Override
        public void write(char[] chars, int off, int len) {
            builder.append(chars, off, len);
        }

        @Override
        public void write(String s, int off, int len) {
            builder.append(s, off, off + len);
        }

        @Override
        public void flush() {
        }

        @Override
        public void close() {
        }
    }
}
