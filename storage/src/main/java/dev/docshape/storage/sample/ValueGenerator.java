package dev.docshape.storage.sample;

import dev.docshape.model.naming.Nouns;
import dev.docshape.model.Dating;
import dev.docshape.model.Field;
import dev.docshape.model.FieldType;
import dev.docshape.model.ValueDomain;
import dev.docshape.model.naming.NameHints;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.UUID;

/**
 * Turns a field (type, name, average size) into a {@link ValueSource} of values that look real:
 * a field called {@code email} gets e-mail addresses, {@code price} gets prices, a STRING of
 * average size 400 gets text of about 400 characters.
 */
public final class ValueGenerator {

    static final long DATE_FROM = Instant.parse("2015-01-01T00:00:00Z").toEpochMilli();
    static final long DATE_UNTIL = Instant.parse("2025-01-01T00:00:00Z").toEpochMilli();
    private static final long DATE_SPAN = DATE_UNTIL - DATE_FROM;
    private static final long BIRTH_FROM = Instant.parse("1950-01-01T00:00:00Z").toEpochMilli();
    private static final long BIRTH_SPAN = Instant.parse("2005-01-01T00:00:00Z").toEpochMilli() - BIRTH_FROM;
    private static final int DEFAULT_STRING_SIZE = 16;
    /** BSON bytes of a string {@code note} besides its text: type, key and its terminator, length, terminator. */
    private static final int FREE_OBJECT_KEY_BYTES = 1 + 5 + 4 + 1;
    private static final int DEFAULT_BINARY_SIZE = 16;

    private final Vocabulary words;

    public ValueGenerator() {
        this(Vocabulary.get());
    }

    public ValueGenerator(Vocabulary words) {
        this.words = words;
    }

    /**
     * @param field      the field
     * @param entityName the entity the field belongs to, a hint for {@code name} ("Publisher" gets
     *                   company names, "Person" people's names); may be null
     */
    public ValueSource compile(Field field, String entityName) {
        Object constant = field.constant();
        if (constant != null) return rng -> constant;
        if (field.values() != null) return DeclaredValues.listed(field);
        ValueSource spread = RangedValues.spread(field);
        if (spread != null) return spread;
        ValueSource natural = RangedValues.of(field, natural(field, entityName));
        boolean pooled = field.distinctValues() != null && field.type() != FieldType.INTEGER && field.type() != FieldType.BOOLEAN;
        return pooled ? DeclaredValues.of(field, natural) : natural;
    }

    private ValueSource natural(Field field, String entityName) {
        // names keep their case: the words of "firstName" are what NameHints reads
        String name = field.name();
        String entity = entityName == null ? "" : entityName;
        return switch (field.type()) {
            case STRING -> string(name, entity, field.avgSize() > 0 ? field.avgSize() : 0);
            case INTEGER -> integer(field, name);
            case LONG -> longValue(name);
            case DOUBLE -> doubleValue(name);
            case DECIMAL -> decimal(name);
            case BOOLEAN -> Rng::nextBoolean;
            case DATE -> date(name);
            case OBJECT_ID -> ObjectId::random;
            case UUID -> rng -> new UUID(rng.nextLong() & ~0xF000L | 0x4000L, rng.nextLong() & 0x3FFFFFFFFFFFFFFFL | Long.MIN_VALUE);
            case BINARY -> binary(field.avgSize() > 0 ? field.avgSize() : DEFAULT_BINARY_SIZE);
            case OBJECT -> field.fields().isEmpty() ? freeObject(field.avgSize()) : object(field.fields(), entityName);
            case ARRAY -> array(field, entityName);
        };
    }

    private ValueSource object(List<Field> fields, String entityName) {
        List<String> names = fields.stream().map(Field::name).toList();
        List<ValueSource> sources = fields.stream().map(f -> compile(f, entityName)).toList();
        double[] presence = fields.stream().mapToDouble(Field::presence).toArray();
        return rng -> {
            Map<String, Object> value = new LinkedHashMap<>();
            for (int i = 0; i < names.size(); i++) {
                // an optional nested field is in its share of the objects (decision 0534); a field in all of them draws nothing more
                if (presence[i] < 1 && rng.nextDouble() >= presence[i]) continue;
                value.put(names.get(i), sources.get(i).next(rng));
            }
            return value;
        };
    }

    /**
     * An object of any shape (a JSON column) holding {@code size} bytes besides its delimiters: one string {@code note}
     * whose key, type, length and terminator take the other 11 bytes of BSON (decision 0556); an empty object at size 0.
     */
    private ValueSource freeObject(int size) {
        if (size <= 0) return rng -> new LinkedHashMap<String, Object>();
        int textSize = Math.max(1, size - FREE_OBJECT_KEY_BYTES);
        return rng -> {
            Map<String, Object> value = new LinkedHashMap<>();
            value.put("note", text(rng, textSize, words));
            return value;
        };
    }

    private ValueSource array(Field field, String entityName) {
        String itemName = Nouns.singular(field.name());
        Field item = new Field(itemName, field.itemType(), field.avgSize(), true, null, 0, List.of());
        ValueSource items = compile(item, entityName);
        double avg = field.avgItems();
        // The projection bounds an attribute array by its average rounded up; draws stay within it.
        Integer max = (int) Math.ceil(avg);
        boolean distinct = field.itemType() != FieldType.BOOLEAN;
        return rng -> {
            int n = ChildCounts.uniform(avg, max, rng);
            if (!distinct) {
                List<Object> list = new ArrayList<>(n);
                for (int i = 0; i < n; i++) list.add(items.next(rng));
                return list;
            }
            // An array of values models a set (tags, genres, languages): no value twice. A few more draws
            // replace repeats; a small vocabulary may leave the array a little shorter.
            Set<Object> set = new LinkedHashSet<>();
            for (int draws = 0; set.size() < n && draws < 4 * n + 4; draws++) set.add(items.next(rng));
            return new ArrayList<>(set);
        };
    }

    private ValueSource string(String name, String entity, int size) {
        ValueSource named = named(name, entity, size);
        int textSize = size > 0 ? size : DEFAULT_STRING_SIZE;
        return named != null ? named : rng -> text(rng, textSize, words);
    }

    /**
     * The values of a string whose name says what it holds (an e-mail address, a name, a phone number, a city, ...), or
     * null for a name that says nothing, whose values are words ({@link TypicalSizes} sizes the first kind).
     */
    ValueSource named(String name, String entity, int size) {
        Vocabulary w = words;
        if (has(name, "email", "mail")) {
            return rng -> {
                String local = (w.firstNames.get(rng.nextInt(w.firstNames.size())) + "."
                        + w.lastNames.get(rng.nextInt(w.lastNames.size()))).toLowerCase(Locale.ROOT).replaceAll("[^a-z.]", "")
                        + rng.nextInt(100);
                String domain = "@" + w.domains.get(rng.nextInt(w.domains.size()));
                return size > 0 ? fittedAddress(local, domain, size, rng, w) : local + domain;
            };
        }
        if (has(name, "firstname", "givenname", "forename")) return rng -> rng.pick(w.firstNames);
        if (has(name, "lastname", "surname", "familyname")) return rng -> rng.pick(w.lastNames);
        if (has(name, "url", "website", "link", "thumbnail", "image", "photo", "avatar", "picture")) {
            boolean picture = has(name, "thumbnail", "image", "photo", "avatar", "picture");
            String extension = picture ? ".jpg" : "";
            ValueSource url = rng -> "https://" + rng.pick(w.domains) + "/" + rng.pick(w.words) + "/" + Long.toHexString(rng.nextLong() >>> 24);
            return size > 0 ? rng -> fit((String) url.next(rng), size, extension, "-", rng, w) : rng -> url.next(rng) + extension;
        }
        if (has(name, "city", "town")) return fitted(rng -> rng.pick(w.cities), size, w);
        if (has(name, "country")) {
            // a country modelled at 2 or 3 bytes is a code (ISO 3166: "NL", "NLD"), not a name
            if (size == 2 || size == 3) return rng -> letters(rng, size);
            return rng -> rng.pick(w.countries);
        }
        if (has(name, "zip", "postal", "postcode")) return size > 0 ? rng -> digits(rng, size) : rng -> digits(rng, 5);
        if (has(name, "street", "address", "line1")) return fitted(rng -> (1 + rng.nextInt(999)) + " " + rng.pick(w.streets), size, w);
        if (has(name, "phone", "mobile", "fax", "tel")) {
            return rng -> String.format(Locale.ROOT, "+1 %03d-%03d-%04d", 200 + rng.nextInt(800), rng.nextInt(1000), rng.nextInt(10_000));
        }
        if (has(name, "isbn")) return rng -> String.format(Locale.ROOT, "978-%d-%04d-%04d-%d", rng.nextInt(10), rng.nextInt(10_000), rng.nextInt(10_000), rng.nextInt(10));
        if (has(name, "symbol", "ticker")) return rng -> letters(rng, 3 + rng.nextInt(2));
        if (has(name, "currency")) return rng -> rng.pick(List.of("USD", "EUR", "GBP", "JPY", "CHF"));
        if (has(name, "color", "colour")) return rng -> rng.pick(w.colors);
        if (has(name, "category", "genre", "department", "tag")) return rng -> rng.pick(w.categories);
        if (has(name, "status", "state")) return rng -> rng.pick(List.of("active", "pending", "closed", "archived"));
        if (has(name, "company", "employer", "publisher", "organization", "organisation")) return rng -> rng.pick(w.companies);
        if (has(name, "title", "headline", "subject")) return fitted(rng -> rng.pick(w.titles), size, w);
        if (has(name, "fullname", "displayname", "author", "customer", "owner", "username") || name.equalsIgnoreCase("name")) {
            return fitted(nameFor(entity), size, w);
        }
        // a code of the modelled size ("S042", "P-0123" are 4 and 6 bytes): letters, then digits to that length
        if (has(name, "code", "sku")) {
            int lead = Math.min(3, Math.max(1, size / 2));
            return size > 0 ? rng -> letters(rng, lead) + digits(rng, size - lead) : rng -> letters(rng, 3) + "-" + digits(rng, 5);
        }
        return null;
    }

    private ValueSource nameFor(String entity) {
        Vocabulary w = words;
        if (has(entity, "publisher", "company", "organization", "organisation", "customeraccount", "vendor", "supplier", "brand")) {
            return rng -> rng.pick(w.companies);
        }
        if (has(entity, "product", "item", "article", "stock")) return rng -> rng.pick(w.products);
        if (has(entity, "book", "movie", "film", "post", "album", "song", "course")) return rng -> rng.pick(w.titles);
        if (has(entity, "city")) return rng -> rng.pick(w.cities);
        if (has(entity, "country")) return rng -> rng.pick(w.countries);
        if (has(entity, "category", "genre", "type", "tag", "department")) return rng -> rng.pick(w.categories);
        return rng -> rng.pick(w.firstNames) + " " + rng.pick(w.lastNames);
    }

    /**
     * Keeps realistic values, padded with words or cut to a length drawn around the field's average size, so the
     * sample's strings are as long as the estimate sizes them (docs/sample-data.md "Names").
     */
    private static ValueSource fitted(ValueSource source, int size, Vocabulary w) {
        if (size <= 0) return source;
        return rng -> fit((String) source.next(rng), size, "", " ", rng, w);
    }

    /**
     * {@code value} then {@code ending}, padded with words joined by {@code joint} before the ending, or cut, to a length
     * drawn evenly between 0.75 and 1.25 times {@code size}: the mean is {@code size}.
     */
    private static String fit(String value, int size, String ending, String joint, Rng rng, Vocabulary w) {
        int target = Math.max(1, (int) Math.round(size * (0.75 + rng.nextDouble() / 2)));
        int room = Math.max(1, target - ending.length());
        StringBuilder fitted = new StringBuilder(value.length() > room ? value.substring(0, room).strip() : value);
        while (fitted.length() < room) fitted.append(joint).append(w.words.get(rng.nextInt(w.words.size())));
        fitted.setLength(Math.min(fitted.length(), room));
        return fitted.toString().strip() + ending;
    }

    /**
     * An e-mail address as long as modelled on average: the local part lengthened with dotted words, or cut, to a length
     * drawn evenly between 0.75 and 1.25 times {@code size}, and still a valid address (docs/sample-data.md).
     */
    private static String fittedAddress(String local, String domain, int size, Rng rng, Vocabulary w) {
        String fitted = fit(local, size, domain, ".", rng, w);
        String part = fitted.substring(0, fitted.length() - domain.length()).toLowerCase(Locale.ROOT)
                .replaceAll("[^a-z0-9.]", "").replaceAll("\\.{2,}", ".").replaceAll("^\\.|\\.$", "");
        return (part.isEmpty() ? "x" : part) + domain;
    }

    /** Words from the pool until the text is about {@code size} characters (0.5 to 1.5 times, mean size). */
    static String text(Rng rng, int size, Vocabulary w) {
        int target = Math.max(1, (int) Math.round(size * (0.5 + rng.nextDouble())));
        StringBuilder text = new StringBuilder(target + 12);
        while (text.length() < target) {
            if (text.length() > 0) text.append(' ');
            text.append(w.words.get(rng.nextInt(w.words.size())));
        }
        text.setLength(target);
        if (text.length() > 0 && text.charAt(0) >= 'a' && text.charAt(0) <= 'z') text.setCharAt(0, (char) (text.charAt(0) - 32));
        return text.toString();
    }

    private static String letters(Rng rng, int n) {
        char[] chars = new char[n];
        for (int i = 0; i < n; i++) chars[i] = (char) ('A' + rng.nextInt(26));
        return new String(chars);
    }

    private static String digits(Rng rng, int n) {
        char[] chars = new char[n];
        for (int i = 0; i < n; i++) chars[i] = (char) ('0' + rng.nextInt(10));
        return new String(chars);
    }

    private static ValueSource integer(Field field, String name) {
        // a rating's few values are the model's (docs/sample-data.md "Dates and order"): the estimate prices their ties
        ValueDomain domain = ValueDomain.of(field);
        if (domain != null) return rng -> (int) (domain.low() + rng.nextInt((int) domain.values()));
        if (has(name, "age")) return rng -> 18 + rng.nextInt(72);
        if (isYear(name)) return rng -> FOUNDED_FROM + rng.nextInt(LATEST_YEAR - FOUNDED_FROM + 1);
        if (has(name, "year")) return rng -> 1950 + rng.nextInt(LATEST_YEAR - 1950 + 1);
        if (has(name, "pages")) return rng -> 48 + rng.nextInt(900);
        if (has(name, "runtime", "minutes", "duration")) return rng -> 60 + rng.nextInt(150);
        if (has(name, "quantity", "qty", "shares")) return rng -> 1 + rng.nextInt(200);
        if (has(name, "count", "total", "number")) return rng -> rng.nextInt(500);
        return rng -> rng.nextInt(1000);
    }

    /** The year an organisation or a building came to be: a year, not any integer. */
    static boolean isYear(String name) {
        return Dating.namesFoundingYear(name);
    }

    private static final int FOUNDED_FROM = 1850;
    /** The last year sample dates reach (they end at {@link #DATE_UNTIL}). */
    static final int LATEST_YEAR = 2024;

    private static ValueSource longValue(String name) {
        if (has(name, "count", "views", "followers", "likes")) return rng -> rng.nextLong(1_000_000L);
        return rng -> rng.nextLong(1_000_000_000L);
    }

    private static ValueSource doubleValue(String name) {
        if (has(name, "lat")) return rng -> round(rng.nextDouble() * 180 - 90, 6);
        if (has(name, "lon", "lng")) return rng -> round(rng.nextDouble() * 360 - 180, 6);
        if (has(name, "rating", "score")) return rng -> round(1 + rng.nextDouble() * 4, 1);
        if (has(name, "percent", "rate", "ratio")) return rng -> round(rng.nextDouble() * 100, 2);
        return rng -> round(money(rng), 2);
    }

    private static ValueSource decimal(String name) {
        return rng -> BigDecimal.valueOf(Math.round(money(rng) * 100), 2);
    }

    /** Prices and amounts: mostly small, sometimes large (log-uniform from 1 to 10,000). */
    private static double money(Rng rng) {
        return Math.pow(10, rng.nextDouble() * 4);
    }

    private static double round(double value, int digits) {
        double scale = Math.pow(10, digits);
        return Math.round(value * scale) / scale;
    }

    private static ValueSource date(String name) {
        if (has(name, "birth", "dob")) return rng -> Instant.ofEpochMilli(BIRTH_FROM + rng.nextLong(BIRTH_SPAN) / 86_400_000L * 86_400_000L);
        return rng -> Instant.ofEpochMilli(DATE_FROM + rng.nextLong(DATE_SPAN));
    }

    private static ValueSource binary(int size) {
        return rng -> {
            byte[] bytes = new byte[size];
            for (int i = 0; i < size; i++) bytes[i] = (byte) rng.nextInt(256);
            return bytes;
        };
    }

    /** Whether the name mentions one of the hints, by the one rule of {@link NameHints} that ValueDomain also uses. */
    static boolean has(String name, String... hints) {
        return NameHints.mentions(name, hints);
    }
}
