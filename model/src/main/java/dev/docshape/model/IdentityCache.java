package dev.docshape.model;

import java.lang.ref.Reference;
import java.lang.ref.ReferenceQueue;
import java.lang.ref.WeakReference;
import java.util.HashMap;
import java.util.Map;
import java.util.function.Function;

/**
 * A value computed once per object, by the object's identity, and dropped with the object: the
 * lazily built look-up index of an immutable record, which cannot hold one as a field. The value
 * must not refer back to its owner (the owner would then never be dropped).
 *
 * @param <K> the owners (immutable records)
 * @param <V> what is computed from an owner
 */
public final class IdentityCache<K, V> {
    private final Function<K, V> compute;
    private final ReferenceQueue<K> dropped = new ReferenceQueue<>();
    private final Map<Key<K>, V> values = new HashMap<>();

    public IdentityCache(Function<K, V> compute) {
        this.compute = compute;
    }

    /** The value for {@code owner}, computed on the first call for this very object. */
    public V of(K owner) {
        synchronized (values) {
            expunge();
            V value = values.get(new Key<>(owner, null));
            if (value != null) return value;
        }
        V computed = compute.apply(owner);
        synchronized (values) {
            V raced = values.putIfAbsent(new Key<>(owner, dropped), computed);
            return raced != null ? raced : computed;
        }
    }

    private void expunge() {
        for (Reference<? extends K> gone; (gone = dropped.poll()) != null; ) values.remove(gone);
    }

    /** Equal only to a key of the same object, while it lives. */
    private static final class Key<K> extends WeakReference<K> {
        private final int hash;

        Key(K owner, ReferenceQueue<K> queue) {
            super(owner, queue);
            hash = System.identityHashCode(owner);
        }

        @Override
        public int hashCode() {
            return hash;
        }

        @Override
        public boolean equals(Object o) {
            if (o == this) return true;
            if (!(o instanceof Key<?> other) || other.hash != hash) return false;
            Object mine = get();
            return mine != null && mine == other.get();
        }
    }
}
