package dev.docshape.model.advice;

import dev.docshape.model.Design;
import dev.docshape.model.mapping.Mapping;

import java.util.AbstractMap;
import java.util.AbstractSet;
import java.util.Iterator;
import java.util.Map;
import java.util.Set;

/**
 * The design with a suggestion's mapping: equal to {@code design.withMapping(relationshipId, mapping)},
 * entries in the same order, but copied once instead of twice (the design's own copy is all it
 * takes), which matters when every suggestion on a large model gets its design.
 */
final class SuggestedDesign {
    private SuggestedDesign() {
    }

    static Design of(Design design, Suggestion suggestion) {
        return new Design(design.name(), new Overlay(design.mappings(), suggestion.relationshipId(), suggestion.mapping()),
                design.standalone(), design.partitioning(), design.duplicates());
    }

    /** The mappings with one entry replaced in place, or added at the end when it was not there. */
    private static final class Overlay extends AbstractMap<String, Mapping> {
        private final Map<String, Mapping> base;
        private final String key;
        private final Mapping value;
        private final boolean present;
        private final int keyHash;

        Overlay(Map<String, Mapping> base, String key, Mapping value) {
            this.base = base;
            this.key = key;
            this.value = value;
            this.present = base.containsKey(key);
            this.keyHash = key.hashCode();
        }

        @Override
        public int size() {
            return present ? base.size() : base.size() + 1;
        }

        @Override
        public Set<Entry<String, Mapping>> entrySet() {
            return new AbstractSet<>() {
                @Override
                public int size() {
                    return Overlay.this.size();
                }

                @Override
                public Iterator<Entry<String, Mapping>> iterator() {
                    Iterator<Entry<String, Mapping>> entries = base.entrySet().iterator();
                    return new Iterator<>() {
                        private boolean appended = present;

                        @Override
                        public boolean hasNext() {
                            return entries.hasNext() || !appended;
                        }

                        @Override
                        public Entry<String, Mapping> next() {
                            if (entries.hasNext()) {
                                Entry<String, Mapping> e = entries.next();
                                String k = e.getKey();
                                // hash codes are cached: most keys are told apart without comparing characters
                                return k.hashCode() == keyHash && k.equals(key) ? new SimpleImmutableEntry<>(key, value) : e;
                            }
                            if (appended) throw new java.util.NoSuchElementException();
                            appended = true;
                            return new SimpleImmutableEntry<>(key, value);
                        }
                    };
                }
            };
        }
    }
}
