package dev.docshape.storage.sample;

import dev.docshape.model.DataModel;
import dev.docshape.model.Dating;
import dev.docshape.model.mapping.Ordering;
import dev.docshape.model.Entity;
import dev.docshape.model.Field;
import dev.docshape.model.FieldType;
import dev.docshape.model.Relationship;

import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The value of an entity's attribute for one instance, the same wherever the instance appears
 * (its own document, embedded, copied): a pure function of seed, entity, field and index. Values
 * that belong together stay consistent:
 * <ul>
 *   <li>a child created by its parent is dated after the parent (a comment after its post, a book
 *       after its publisher was founded), and its dates grow with its place among the parent's
 *       children, so the last children are the most recent;</li>
 *   <li>pairs such as {@code dayLow}/{@code dayHigh}, {@code minPrice}/{@code maxPrice},
 *       {@code startDate}/{@code endDate} are ordered, and a price-like field of the same type lies
 *       between a low and a high ({@code dayLow <= price <= dayHigh}).</li>
 * </ul>
 * The rules in the project's words: {@code docs/sample-data.md}.
 */
final class AttributeValues {
    private static final String[][] PAIRS = {{"low", "high"}, {"minimum", "maximum"}, {"min", "max"}, {"start", "end"},
            {"begin", "end"}, {"earliest", "latest"}, {"first", "last"}};
    private static final List<String> WINDOWS = List.of("", "day", "daily", "week", "weekly", "month", "monthly", "year", "yearly", "52week");
    private static final List<String> PRICE_LIKE = List.of("price", "open", "close", "last", "current", "average", "avg", "mean", "median");
    /** Parents followed upwards for a date, at most: a long chain of creating relationships starts at the sample's first date. */
    private static final int MAX_ANCESTORS = Dating.MAX_ANCESTORS;
    /** Keys the draw of whether an instance holds an optional field apart from the draw of its value. */
    private static final long PRESENCE_KEY = Rng.key("presence");

    private final DataModel model;
    private final Population population;
    private final long seed;
    private final ValueGenerator generator = new ValueGenerator();
    private final Map<String, EntityRules> rules = new HashMap<>();

    AttributeValues(DataModel model, Population population, long seed) {
        this.model = model;
        this.population = population;
        this.seed = seed;
    }

    Object value(String entityId, String fieldName, long index) {
        return value(entityId, fieldName, index, 0);
    }

    /**
     * Whether the instance holds the field: every instance when the entity's field has a presence of 1, else a draw of
     * seed, entity, field and index below the presence, so the instance holds it or not wherever it appears
     * (docs/sample-data.md, decision 0534); also where a document's shape gives the field another share, as a kept
     * subset ordered by it does (decision 0572).
     */
    boolean holds(String entityId, String fieldName, long index) {
        double presence = rules(entityId).presences.getOrDefault(fieldName, 1.0);
        if (presence >= 1) return true;
        return Rng.of(seed, rules(entityId).entityKey, index, Rng.key(fieldName), PRESENCE_KEY).nextDouble() < presence;
    }

    /**
     * When the instance came to be: the value of the entity's first own date (not a birth date) that every instance holds,
     * else of its first own date, or its founding year. An instance that does not hold that optional date (decision 0534)
     * still came to be at its draw, as the estimate takes every instance of a dated entity to be dated
     * ({@link Dating#generation}, decision 0571): the presence decides only whether its document shows it.
     */
    private long createdAt(String entityId, long index, int depth) {
        EntityRules r = rules(entityId);
        if (r.anchor == null) return ValueGenerator.DATE_FROM;
        Object v = value(entityId, r.anchor, index, depth);
        if (v instanceof Instant t) return t.toEpochMilli();
        if (v instanceof Integer year) return Instant.parse(year + "-01-01T00:00:00Z").toEpochMilli();
        return ValueGenerator.DATE_FROM;
    }

    private Object value(String entityId, String fieldName, long index, int depth) {
        EntityRules r = rules(entityId);
        Group group = r.groups.get(fieldName);
        if (group == null) return adjusted(r, fieldName, index, depth);
        List<Comparable<Object>> values = new ArrayList<>(group.members.size());
        for (String member : group.members) values.add(comparable(adjusted(r, member, index, depth)));
        if (values.stream().anyMatch(v -> v == null || v.getClass() != values.get(0).getClass())) return adjusted(r, fieldName, index, depth);
        // Low gets the smallest value, high the largest, the fields between them the ones in between.
        List<Comparable<Object>> sorted = new ArrayList<>(values);
        sorted.sort(null);
        int at = group.members.indexOf(fieldName);
        if (at == 0) return sorted.get(0);
        if (at == 1) return sorted.get(sorted.size() - 1);
        List<Comparable<Object>> inner = sorted.subList(1, sorted.size() - 1);
        List<Comparable<Object>> middles = new ArrayList<>(values.subList(2, values.size()));
        middles.sort(null);
        return inner.get(middles.indexOf(values.get(at)));
    }

    /** The field's drawn value, moved after the parent's creation for a date of a child its parent created. */
    private Object adjusted(EntityRules r, String fieldName, long index, int depth) {
        Object raw = r.sources.get(fieldName).next(Rng.of(seed, r.entityKey, index, Rng.key(fieldName)));
        if (!(raw instanceof Instant t) || r.owner == null || !r.lateDates.contains(fieldName) || depth >= MAX_ANCESTORS) return raw;
        Links links = population.links(r.owner.id());
        long parent = links.ownerOf(index);
        if (parent < 0) return raw;
        long from = createdAt(r.owner.parent(), parent, depth + 1);
        long until = Math.max(ValueGenerator.DATE_UNTIL, from + 86_400_000L);
        int n = Math.max(1, links.countOf(parent));
        double u = Math.min(Math.max((t.toEpochMilli() - (double) ValueGenerator.DATE_FROM) / (ValueGenerator.DATE_UNTIL - ValueGenerator.DATE_FROM), 0), 0.999);
        return Instant.ofEpochMilli((long) Dating.placed(from + 1, until, links.positionOf(index), n, u));
    }

    @SuppressWarnings("unchecked")
    private static Comparable<Object> comparable(Object v) {
        return v instanceof Comparable<?> c ? (Comparable<Object>) c : null;
    }

    private EntityRules rules(String entityId) {
        EntityRules r = rules.get(entityId);
        if (r == null) {
            r = new EntityRules(model.requireEntity(entityId));
            rules.put(entityId, r);
        }
        return r;
    }

    /** Fields whose values are ordered together: members 0 (low) and 1 (high), then those between. */
    private record Group(List<String> members) {
    }

    private final class EntityRules {
        final long entityKey;
        final Map<String, ValueSource> sources = new HashMap<>();
        final Map<String, Group> groups = new HashMap<>();
        final List<String> lateDates = new ArrayList<>();
        /** The shares of the fields only some instances hold (decision 0534), by name. */
        final Map<String, Double> presences = new HashMap<>();
        final Relationship owner;
        final String anchor;

        EntityRules(Entity e) {
            entityKey = Rng.key(e.id());
            String anchorField = null;
            boolean heldByAll = false;
            for (Field f : e.fields()) {
                sources.put(f.name(), generator.compile(f, e.name()));
                if (f.presence() < 1) presences.put(f.name(), f.presence());
                if (ChildOrder.dates(f)) {
                    lateDates.add(f.name());
                    // a date every instance holds, else the first: its draw dates an instance lacking it too (decision 0571)
                    if (anchorField == null || f.presence() >= 1 && !heldByAll) anchorField = f.name();
                    heldByAll |= f.presence() >= 1;
                }
            }
            if (anchorField == null) {
                anchorField = e.fields().stream().filter(f -> f.type() == FieldType.INTEGER
                        && ValueGenerator.isYear(f.name())).map(Field::name).findFirst().orElse(null);
            }
            anchor = anchorField;
            owner = population.owner(e.id());
            findGroups(e.fields());
        }

        private void findGroups(List<Field> fields) {
            for (String[] pair : PAIRS) {
                for (Field low : fields) {
                    String lowName = low.name().toLowerCase(Locale.ROOT);
                    if (!lowName.contains(pair[0]) || groups.containsKey(low.name()) || !ordered(low.type())) continue;
                    String stem = lowName.replaceFirst(pair[0], "");
                    for (Field high : fields) {
                        String highName = high.name().toLowerCase(Locale.ROOT);
                        if (high == low || high.type() != low.type() || groups.containsKey(high.name())
                                || !highName.contains(pair[1]) || !highName.replaceFirst(pair[1], "").equals(stem)) continue;
                        List<String> members = new ArrayList<>(List.of(low.name(), high.name()));
                        for (Field middle : fields) {
                            String m = middle.name().toLowerCase(Locale.ROOT);
                            boolean between = middle.type() == low.type() && middle != low && middle != high && !groups.containsKey(middle.name())
                                    && middle.type() != FieldType.DATE
                                    && (WINDOWS.contains(stem) ? PRICE_LIKE.stream().anyMatch(m::contains) : m.contains(stem));
                            if (between) members.add(middle.name());
                        }
                        Group g = new Group(List.copyOf(members));
                        for (String member : members) groups.put(member, g);
                        break;
                    }
                }
            }
        }
    }

    private static boolean ordered(FieldType type) {
        return switch (type) {
            case INTEGER, LONG, DOUBLE, DECIMAL, DATE -> true;
            default -> false;
        };
    }

    /**
     * The instances in the order of the entity's first own date (oldest first; ties by index), the order "the most
     * recent" means; unchanged when the entity has no date. An instance that does not hold the date (its presence,
     * decision 0534) sorts as MongoDB sorts a missing field ascending, as null before every date, so it is the oldest
     * and never among the most recent ({@link #firstBy}, docs/sample-data.md "Optional fields", decision 0564).
     */
    long[] oldestFirst(String entityId, long[] instances) {
        EntityRules r = rules(entityId);
        if (r.lateDates.isEmpty()) return instances;
        return firstBy(entityId, Ordering.ascending(r.lateDates.get(0)), instances);
    }

    /**
     * The instances ordered by {@code order} (docs/counting-rules.md "Ordering and feeds"): first by
     * the field's value in the order's direction, ties by index. An instance that does not hold the field (its presence,
     * decision 0534) or has no value sorts as MongoDB sorts a missing field, as null below every value: first ascending,
     * last descending (decision 0544).
     */
    long[] firstBy(String entityId, Ordering order, long[] instances) {
        if (instances.length < 2) return instances;
        Object[] values = new Object[instances.length];
        Integer[] at = new Integer[instances.length];
        for (int i = 0; i < instances.length; i++) {
            values[i] = holds(entityId, order.field(), instances[i]) ? value(entityId, order.field(), instances[i]) : null;
            at[i] = i;
        }
        int sign = order.descending() ? -1 : 1;
        java.util.Arrays.sort(at, (a, b) -> {
            Object x = values[a], y = values[b];
            int c = x == null || y == null ? (x == null ? (y == null ? 0 : -1) : 1)
                    : x instanceof Number n && y instanceof Number m ? Double.compare(n.doubleValue(), m.doubleValue())
                    : x.getClass() == y.getClass() && x instanceof Comparable<?> ? comparable(x).compareTo(y)
                    : x.toString().compareTo(y.toString());
            return c != 0 ? sign * c : Long.compare(instances[a], instances[b]);
        });
        long[] sorted = new long[instances.length];
        for (int i = 0; i < sorted.length; i++) sorted[i] = instances[at[i]];
        return sorted;
    }
}
