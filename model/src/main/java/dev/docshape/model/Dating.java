package dev.docshape.model;

import dev.docshape.model.naming.NameHints;

import java.util.List;
import java.util.function.Function;

/**
 * Which fields date an instance and when an instance is dated (docs/sample-data.md "Dates and order"): a date that is
 * not a birth date dates the instance itself, and an integer named as a founding year ({@code founded},
 * {@code established}, ...) dates an organisation. A child created by its parent is dated after it, at its place among
 * the parent's children; the sample data and the estimate read these fields by this one rule.
 */
public final class Dating {
    /** Creating relationships followed upwards for a date, at most: a longer chain starts at the sample's first date. */
    public static final int MAX_ANCESTORS = 32;

    private Dating() {
    }

    /** True for a field that dates the instance itself: a date, not a birth date. */
    public static boolean datesItself(Field f) {
        return f.type() == FieldType.DATE && !NameHints.mentions(f.name(), "birth", "dob", "born");
    }

    /** True for a name of the year an organisation or a building came to be. */
    public static boolean namesFoundingYear(String name) {
        return NameHints.mentions(name, "founded", "established", "since", "built", "incorporated", "inception");
    }

    /** True when the entity's instances say when they came to be: a date of their own, or an integer founding year. */
    public static boolean dated(Entity e) {
        for (Field f : e.fields()) {
            if (datesItself(f) || f.type() == FieldType.INTEGER && namesFoundingYear(f.name())) return true;
        }
        return false;
    }

    /**
     * True when {@code r} creates its children (docs/sample-data.md "Links"): each child has one parent there, a
     * one-to-one, one-to-few or one-to-many not shared, to another entity. An entity's first such relationship creates
     * it.
     */
    public static boolean creates(Relationship r) {
        return r.cardinality() != Cardinality.MANY_TO_MANY && r.sharedBy() <= 1 && !r.parent().equals(r.child());
    }

    /** The relationship among {@code touching} that creates {@code entityId}'s instances: the first that {@link #creates} it; null when none. */
    public static Relationship creator(String entityId, List<Relationship> touching) {
        for (Relationship r : touching) {
            if (r.child().equals(entityId) && creates(r)) return r;
        }
        return null;
    }

    /**
     * Where in the time from its parent's creation {@code from} to {@code until} (as fractions of the sample's dates or as
     * instants) the child at {@code place} of {@code children} is dated, {@code drawn} (0 to 1) its own draw: evenly by
     * its place, so the last children are the most recent.
     */
    public static double placed(double from, double until, long place, int children, double drawn) {
        double fraction = (place + drawn) / Math.max(1, children);
        return from + fraction * (until - from);
    }

    /**
     * How many creations deep the entity's instances are dated (docs/counting-rules.md "The first N by a date across
     * parents"): 0 for an entity that says nothing of when it came to be (the sample takes its instances as made at its
     * first date), 1 for one dated evenly over time (no creating parent, or a founding year, which stays as drawn), one
     * more than its parent for an entity with a date of its own created by a parent, as each child is dated after its
     * parent came to be ({@link #placed}). Stops after {@link #MAX_ANCESTORS} parents, as the sample does.
     */
    public static int generation(String entityId, Function<String, Entity> entities, Function<String, List<Relationship>> touching) {
        int generation = 0;
        for (String at = entityId; at != null; at = next(at, generation - 1, entities, touching)) {
            Entity e = entities.apply(at);
            if (e == null || !dated(e)) return generation;
            generation++;
        }
        return generation;
    }

    /**
     * The entity whose instances are dated evenly over time, at the top of {@code entityId}'s chain of dated creators
     * (generation 1 of {@link #generation}); null when the entity is not dated. Its instances each draw their date, so
     * which of them came last is one draw of the sample (docs/counting-rules.md "The first N by a date across parents").
     */
    public static String origin(String entityId, Function<String, Entity> entities, Function<String, List<Relationship>> touching) {
        String origin = null;
        int generation = 0;
        for (String at = entityId; at != null; at = next(at, generation - 1, entities, touching)) {
            Entity e = entities.apply(at);
            if (e == null || !dated(e)) return origin;
            origin = at;
            generation++;
        }
        return origin;
    }

    /**
     * The entity whose instances place the origin {@code originId}'s ({@link #origin}) at their place among their children
     * ({@link #placed}), from the sample's first date on: its creator, when the origin has a date of its own (a founding
     * year stays as drawn); null when nobody places them, and each draws its date.
     */
    public static String placer(String originId, Function<String, Entity> entities, Function<String, List<Relationship>> touching) {
        Entity e = entities.apply(originId);
        if (e == null || e.fields().stream().noneMatch(Dating::datesItself)) return null;
        Relationship r = creator(originId, touching.apply(originId));
        return r == null ? null : r.parent();
    }

    /** The dated entity's creating parent its dates follow, null when it has none (or the chain is too long). */
    private static String next(String at, int depth, Function<String, Entity> entities, Function<String, List<Relationship>> touching) {
        Entity e = entities.apply(at);
        Relationship r = e.fields().stream().anyMatch(Dating::datesItself) && depth < MAX_ANCESTORS
                ? creator(at, touching.apply(at)) : null;
        return r == null ? null : r.parent();
    }
}
