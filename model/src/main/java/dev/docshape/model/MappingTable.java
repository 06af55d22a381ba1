package dev.docshape.model;

import dev.docshape.model.mapping.Mapping;

import java.util.AbstractMap;
import java.util.AbstractSet;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.Set;

/**
 * A design's mappings, unmodifiable, in the order a {@link LinkedHashMap} keeps them. A design
 * made by {@link Design#withMapping} holds its source's table plus the one changed entry instead of
 * a copy, so the design search and the advisor, which make one design per candidate, pay for what
 * they change rather than for the model; and two designs sharing a base tell which relationships
 * they differ in ({@link #changedBetween}), which lets a projection session skip comparing every
 * mapping. A chain longer than {@link #MAX_DEPTH} is copied flat again.
 */
final class MappingTable extends AbstractMap<String, Mapping> {
    static final int MAX_DEPTH = 32;

    /** The flat entries of a base table; null in an overlay. */
    private final Map<String, Mapping> flat;
    /** The table this one changes one entry of; null in a base table. */
    private final MappingTable parent;
    private final String key;
    private final Mapping value;
    private final int depth;
    private final int size;
    /** The base table at the end of the chain (this table in a base). */
    private final MappingTable base;
    /**
     * One bit per key changed by this overlay and those under it, by the key's hash (128 bits): a key whose bit is
     * clear is changed nowhere in the chain, so a look-up goes straight to the base instead of along up to
     * {@link #MAX_DEPTH} overlays. Most look-ups are for keys the chain does not change.
     */
    private final long keysLow;
    private final long keysHigh;
    private Set<Entry<String, Mapping>> entrySet;

    private MappingTable(Map<String, Mapping> flat) {
        this.flat = flat;
        this.parent = null;
        this.key = null;
        this.value = null;
        this.depth = 0;
        this.size = flat.size();
        this.base = this;
        this.keysLow = 0;
        this.keysHigh = 0;
    }

    private MappingTable(MappingTable parent, String key, Mapping value) {
        this.flat = null;
        this.parent = parent;
        this.key = key;
        this.value = value;
        this.depth = parent.depth + 1;
        this.size = parent.containsKey(key) ? parent.size : parent.size + 1;
        this.base = parent.base;
        int bit = bit(key);
        this.keysLow = parent.keysLow | (bit < 64 ? 1L << bit : 0);
        this.keysHigh = parent.keysHigh | (bit >= 64 ? 1L << bit : 0);
    }

    private static int bit(Object key) {
        int h = key.hashCode();
        return (h ^ (h >>> 7) ^ (h >>> 16)) & 127;
    }

    /** The first table of the chain from this one that may change {@code k} (a base when none does). */
    private MappingTable holding(Object k) {
        if (parent == null || k == null) return base;
        int bit = bit(k);
        for (MappingTable t = this; t.parent != null; t = t.parent) {
            if (((bit < 64 ? t.keysLow >>> bit : t.keysHigh >>> bit) & 1L) == 0) return base;
            if (t.key.equals(k)) return t;
        }
        return base;
    }

    /** A base table with a copy of {@code mappings}, or the table itself. */
    static MappingTable of(Map<String, Mapping> mappings) {
        if (mappings instanceof MappingTable t) return t;
        return new MappingTable(Collections.unmodifiableMap(new LinkedHashMap<>(mappings == null ? Map.of() : mappings)));
    }

    /** This table with {@code id} mapped to {@code mapping} (replaced in place, else added at the end); null removes it. */
    MappingTable with(String id, Mapping mapping) {
        if (mapping == null || id == null || depth >= MAX_DEPTH) {
            Map<String, Mapping> copy = new LinkedHashMap<>(this);
            if (mapping == null) copy.remove(id);
            else copy.put(id, mapping);
            return new MappingTable(Collections.unmodifiableMap(copy));
        }
        return new MappingTable(this, id, mapping);
    }

    /**
     * The keys whose mappings may differ between the two tables (a superset: a key changed and
     * changed back is named too), those changed above the nearest table both chains hold; null when
     * they share no base, and anything may differ.
     */
    static Set<String> changedBetween(MappingTable a, MappingTable b) {
        if (a == b) return Set.of();
        if (a.base != b.base) return null;
        // only the overlays above the two tables' nearest shared one can differ: a search's candidate, one move from
        // the design before, names that move rather than every change along the chain
        Set<String> keys = new HashSet<>();
        while (a != b) {
            if (a.depth >= b.depth) {
                keys.add(a.key);
                a = a.parent;
            } else {
                keys.add(b.key);
                b = b.parent;
            }
        }
        return keys;
    }

    @Override
    public Mapping get(Object k) {
        MappingTable t = holding(k);
        return t.parent == null ? t.flat.get(k) : t.value;
    }

    @Override
    public boolean containsKey(Object k) {
        MappingTable t = holding(k);
        return t.parent != null || t.flat.containsKey(k);
    }

    @Override
    public int size() {
        return size;
    }

    @Override
    public Set<Entry<String, Mapping>> entrySet() {
        if (entrySet == null) {
            entrySet = new AbstractSet<>() {
                @Override
                public int size() {
                    return size;
                }

                @Override
                public Iterator<Entry<String, Mapping>> iterator() {
                    return depth == 0 ? flat.entrySet().iterator() : new Entries();
                }
            };
        }
        return entrySet;
    }

    /** The base's entries with the overlays' values, then the keys the overlays added, in the order they were added. */
    private final class Entries implements Iterator<Entry<String, Mapping>> {
        private final Map<String, Mapping> changed = new HashMap<>();
        private final List<String> added = new ArrayList<>();
        private final Iterator<Entry<String, Mapping>> base;
        private final Map<String, Mapping> baseMap;
        private int next;

        Entries() {
            List<MappingTable> chain = new ArrayList<>(depth);
            MappingTable t = MappingTable.this;
            for (; t.parent != null; t = t.parent) chain.add(t);
            baseMap = t.flat;
            base = baseMap.entrySet().iterator();
            for (int i = chain.size() - 1; i >= 0; i--) {
                MappingTable c = chain.get(i);
                if (changed.put(c.key, c.value) == null && !baseMap.containsKey(c.key)) added.add(c.key);
            }
        }

        @Override
        public boolean hasNext() {
            return base.hasNext() || next < added.size();
        }

        @Override
        public Entry<String, Mapping> next() {
            if (base.hasNext()) {
                Entry<String, Mapping> e = base.next();
                Mapping now = changed.get(e.getKey());
                return now == null ? e : new SimpleImmutableEntry<>(e.getKey(), now);
            }
            if (next >= added.size()) throw new NoSuchElementException();
            String k = added.get(next++);
            return new SimpleImmutableEntry<>(k, changed.get(k));
        }
    }
}
