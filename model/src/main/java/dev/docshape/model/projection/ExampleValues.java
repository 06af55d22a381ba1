package dev.docshape.model.projection;

import dev.docshape.model.DistinctValues;
import dev.docshape.model.FieldType;
import dev.docshape.model.ValueDomain;
import dev.docshape.model.ValueRange;
import dev.docshape.model.naming.NameHints;

import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.Locale;

/**
 * Plausible, deterministic example values chosen by a field's type and name ({@link NameHints}, the rule the
 * sample data uses): {@code email} gets an address, {@code price} an amount, {@code city} a city. Ids are derived from the entity and the
 * instance number, so a {@code personId} in one collection matches the person's {@code id} in
 * another. A field with a declared domain shows only its values, the sample data's ({@link DistinctValues},
 * {@link ValueDomain}; decision 0411): instance n shows value {@code (n - 1) mod k}.
 */
final class ExampleValues {
    private static final String[] FIRST = {"Ada", "Alan", "Grace", "Edsger", "Barbara", "Donald"};
    private static final String[] LAST = {"Lovelace", "Turing", "Hopper", "Dijkstra", "Liskov", "Knuth"};
    private static final String[] CITIES = {"London", "Amsterdam", "Lisbon", "Oslo", "Vienna", "Dublin"};
    private static final String LOREM = "Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod "
            + "tempor incididunt ut labore et dolore magna aliqua. Ut enim ad minim veniam, quis nostrud exercitation.";
    private static final String[] PEOPLE = {"person", "people", "author", "patron", "user", "customer", "employee",
        "member", "student", "owner", "artist", "actor", "writer", "contact", "client", "patient", "player"};
    /** Long text is cut to this many characters in an example. */
    static final int MAX_TEXT = 80;
    /** The golden ratio's fraction: steps by it spread evenly over a range whatever the number of examples. */
    private static final double GOLDEN = 0.6180339887498949;
    private static final DateTimeFormatter DATE = DateTimeFormatter.ofPattern("yyyy-MM-dd'T'HH:mm:ss.SSS'Z'").withZone(ZoneOffset.UTC);

    private ExampleValues() {
    }

    /** A 24-hex-digit id for instance {@code n} (1-based) of {@code entityId}. */
    static String id(String entityId, int n) {
        int h = entityId == null ? 0 : entityId.hashCode();
        return String.format("%08x%016x", h, (long) n);
    }

    static String uuid(String seed, int n) {
        String hex = String.format("%08x%08x%016x", seed.hashCode(), n * 2654435761L & 0xffffffffL, (long) n);
        return hex.substring(0, 8) + "-" + hex.substring(8, 12) + "-4" + hex.substring(13, 16) + "-8"
                + hex.substring(17, 20) + "-" + hex.substring(20, 32);
    }

    /**
     * Writes the example value of scalar {@code field} for instance {@code n}: the one value it declares (decision 0538),
     * one of its declared values where it has them, else one chosen by its type and name.
     */
    static void write(JsonText json, ShapeField field, int n) {
        if (field.constant() != null) {
            write(json, field.constant());
            return;
        }
        FieldType type = field.scalarType();
        String name = field.name();
        Integer declared = field.distinctValues();
        Object value = declared == null ? null : DistinctValues.value(type, name, field.values(), declared, Math.floorMod(n - 1, declared));
        if (value != null) {
            write(json, value);
            return;
        }
        ValueRange range = declared == null ? field.range() : null;
        ValueDomain domain = declared == null && (type == FieldType.INTEGER || type == FieldType.LONG)
                ? ValueDomain.of(type, name, null, range) : null;
        if (domain != null) {
            json.value(domain.low() + Math.floorMod(n - 1, domain.values()));
            return;
        }
        if (range != null) {
            ranged(json, type, name, range, n);
            return;
        }
        if (declared != null) n = 1 + Math.floorMod(n - 1, declared);
        write(json, type, name, field.entity(), field.avgSize(), n);
    }

    /**
     * A number in its declared range by the sample's rule ({@link ValueRange#keep}, {@link ValueRange#at}): the value
     * the name gives kept in the range, or, between two ends, instance n a golden-ratio step on from the middle, so
     * the examples spread over the range (decision 0537).
     */
    private static void ranged(JsonText json, FieldType type, String name, ValueRange range, int n) {
        if (type == FieldType.INTEGER) json.value(range.keep(integer(name, n)));
        else if (type == FieldType.LONG) json.value(range.keep(longValue(name, n)));
        else if (range.min() != null && range.max() != null) json.value(range.at((0.5 + (n - 1) * GOLDEN) % 1.0));
        else json.value(range.keep(decimal(name, n)));
    }

    private static void write(JsonText json, Object value) {
        if (value instanceof Boolean b) json.value(b);
        else if (value instanceof Integer i) json.value((long) i);
        else if (value instanceof Long l) json.value(l);
        else if (value instanceof Double d) json.value(d);
        else if (value instanceof Instant t) json.value(DATE.format(t));
        else json.value(value.toString());
    }

    /** Writes an example value of {@code type} for a field called {@code name} of instance {@code n}. */
    private static void write(JsonText json, FieldType type, String name, String entity, int avgSize, int n) {
        String key = name.toLowerCase(Locale.ROOT);
        int i = Math.floorMod(n - 1, FIRST.length);
        switch (type) {
            case STRING -> json.value(text(key, name, entity, avgSize, n, i));
            case INTEGER -> json.value(integer(name, n));
            case LONG -> json.value(longValue(name, n));
            case DOUBLE, DECIMAL -> json.value(decimal(name, n));
            case BOOLEAN -> json.value(!(NameHints.mentions(name, "deleted", "archived")) && n % 2 == 1);
            case DATE -> json.value(String.format("2024-05-%02dT12:00:00.000Z", 1 + Math.floorMod(n - 1, 28)));
            case OBJECT_ID -> json.value(id(name, n));
            case UUID -> json.value(uuid(name, n));
            case BINARY -> json.value("ZXhhbXBsZQ==");
            case OBJECT, ARRAY -> throw new IllegalArgumentException("field '" + name + "': not a scalar type");
        }
    }

    private static String text(String key, String name, String entity, int avgSize, int n, int i) {
        if (NameHints.mentions(name, "email")) return FIRST[i].toLowerCase(Locale.ROOT) + "." + LAST[i].toLowerCase(Locale.ROOT) + "@example.com";
        if (NameHints.mentions(name, "phone", "mobile")) return "+44 20 7946 01" + String.format("%02d", n % 100);
        if (NameHints.mentions(name, "url", "uri", "link", "website")) {
            return "https://example.com/" + name + "/" + n;
        }
        if (NameHints.mentions(name, "firstname", "givenname", "forename")) return FIRST[i];
        if (NameHints.mentions(name, "lastname", "surname", "familyname")) return LAST[i];
        if (key.equals("fullname") || key.equals("author") || (key.equals("name") && isPerson(entity))) {
            return FIRST[i] + " " + LAST[i];
        }
        if (key.equals("name") && entity != null) return Naming.capitalize(entity) + " " + n;
        if (NameHints.mentions(name, "city", "town")) return CITIES[i];
        if (NameHints.mentions(name, "street", "line1")) return (10 + n) + " Baker Street";
        if (NameHints.mentions(name, "country")) return "United Kingdom";
        if (NameHints.mentions(name, "zip", "postal", "postcode")) return "NW1 " + n + "XE";
        if (NameHints.mentions(name, "currency")) return "EUR";
        if (NameHints.mentions(name, "symbol", "ticker")) return "ACM" + (char) ('A' + i);
        if (NameHints.mentions(name, "isbn")) return "978-0-13-46859" + Math.floorMod(n, 10) + "-1";
        if (NameHints.mentions(name, "title")) return "Title " + n;
        if (NameHints.mentions(name, "type", "kind", "category", "status")) {
            return new String[] {"standard", "premium", "basic"}[Math.floorMod(n - 1, 3)];
        }
        if (avgSize > 24 || NameHints.mentions(name, "description", "text", "body", "plot", "summary", "content", "comment")) {
            int length = Math.min(MAX_TEXT, avgSize > 0 ? avgSize : 40);
            String t = LOREM.substring(0, Math.min(length, LOREM.length())).trim();
            return avgSize > MAX_TEXT ? t + "…" : t;
        }
        if (NameHints.mentions(name, "name")) return name.replaceAll("(?i)name$", "") + " " + FIRST[i];
        return name + " " + n;
    }

    private static boolean isPerson(String entity) {
        if (entity == null) return false;
        String e = entity.toLowerCase(Locale.ROOT);
        for (String word : PEOPLE) if (e.contains(word)) return true;
        return false;
    }

    private static long integer(String name, int n) {
        if (NameHints.mentions(name, "year")) return 2020 + Math.floorMod(n, 5);
        if (NameHints.mentions(name, "age")) return 30 + n;
        if (NameHints.mentions(name, "quantity", "qty", "shares")) return 10L * n;
        return 7L * n;
    }

    private static long longValue(String name, int n) {
        return NameHints.mentions(name, "size", "bytes") ? 2048L * n : 1_000_000L + n;
    }

    private static double decimal(String name, int n) {
        if (NameHints.mentions(name, "price", "amount", "cost", "total")) {
            return (1999 + 1000 * (n - 1)) / 100.0;
        }
        if (NameHints.mentions(name, "rating", "score")) return 4.5;
        if (NameHints.mentions(name, "lat")) return 51.5072;
        if (NameHints.mentions(name, "lon", "lng")) return -0.1276;
        return 3.25 * n;
    }
}
