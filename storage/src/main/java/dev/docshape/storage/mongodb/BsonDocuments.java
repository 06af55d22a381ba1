package dev.docshape.storage.mongodb;

import dev.docshape.storage.sample.DocumentJson;
import dev.docshape.storage.sample.JsonDialect;
import org.bson.BsonBinarySubType;
import org.bson.Document;
import org.bson.types.Binary;
import org.bson.types.Decimal128;

import java.math.BigDecimal;
import java.nio.ByteBuffer;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Date;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.UUID;

/**
 * Converts between sample documents (maps of DocShape's sample values) and the driver's BSON
 * documents, keeping the BSON types the design declares: ObjectId, date, decimal, UUID (binary
 * subtype 4), binary.
 */
final class BsonDocuments {
    private BsonDocuments() {
    }

    /** A sample document as BSON. */
    static Document toBson(Map<String, ?> sample) {
        Document document = new Document();
        sample.forEach((k, v) -> document.append(k, toBsonValue(v)));
        return document;
    }

    @SuppressWarnings("unchecked")
    private static Object toBsonValue(Object v) {
        if (v instanceof dev.docshape.storage.sample.ObjectId id) return new org.bson.types.ObjectId(id.hex());
        if (v instanceof Instant t) return Date.from(t);
        if (v instanceof BigDecimal d) return new Decimal128(d);
        if (v instanceof UUID u) return new Binary(BsonBinarySubType.UUID_STANDARD, uuidBytes(u));
        if (v instanceof byte[] b) return new Binary(BsonBinarySubType.BINARY, b);
        if (v instanceof Map<?, ?> m) return toBson((Map<String, ?>) m);
        if (v instanceof List<?> list) {
            List<Object> out = new ArrayList<>(list.size());
            for (Object item : list) out.add(toBsonValue(item));
            return out;
        }
        return v;
    }

    /** A BSON document as plain JSON text, the form the sample store keeps and the pattern runners read. */
    static String toPlainJson(Document document, DocumentJson json) {
        return json.write(toSample(document));
    }

    static DocumentJson plainWriter() {
        return new DocumentJson(JsonDialect.PLAIN);
    }

    /** A BSON document as a map of sample values (the inverse of {@link #toBson}). */
    static Map<String, Object> toSample(Document document) {
        Map<String, Object> map = new LinkedHashMap<>();
        document.forEach((k, v) -> map.put(k, toSampleValue(v)));
        return map;
    }

    private static Object toSampleValue(Object v) {
        if (v instanceof org.bson.types.ObjectId id) return new dev.docshape.storage.sample.ObjectId(id.toHexString());
        if (v instanceof Date d) return d.toInstant();
        if (v instanceof Decimal128 d) return d.isNaN() || d.isInfinite() ? d.toString() : d.bigDecimalValue();
        if (v instanceof Binary b) {
            if (b.getType() == BsonBinarySubType.UUID_STANDARD.getValue() && b.getData().length == 16) {
                ByteBuffer buffer = ByteBuffer.wrap(b.getData());
                return new UUID(buffer.getLong(), buffer.getLong());
            }
            return b.getData();
        }
        if (v instanceof UUID u) return u;
        if (v instanceof Document d) return toSample(d);
        if (v instanceof List<?> list) {
            List<Object> out = new ArrayList<>(list.size());
            for (Object item : list) out.add(toSampleValue(item));
            return out;
        }
        if (v instanceof String || v instanceof Integer || v instanceof Long || v instanceof Double || v instanceof Boolean || v == null) return v;
        return String.valueOf(v);
    }

    /** An id as the database holds it: a 24-digit hex string is an ObjectId. */
    static Object idValue(String id) {
        return id != null && org.bson.types.ObjectId.isValid(id) ? new org.bson.types.ObjectId(id) : id;
    }

    private static byte[] uuidBytes(UUID u) {
        return ByteBuffer.allocate(16).putLong(u.getMostSignificantBits()).putLong(u.getLeastSignificantBits()).array();
    }

    /** The ids as stored ({@link #idValue}), each once, in their order. */
    static List<Object> idValues(Collection<String> ids) {
        List<Object> values = new ArrayList<>(ids.size());
        for (String id : new LinkedHashSet<>(ids)) values.add(idValue(id));
        return values;
    }

    /** An id as text: an ObjectId's hex string. */
    static String idText(Object id) {
        return id instanceof org.bson.types.ObjectId o ? o.toHexString() : String.valueOf(id);
    }
}
