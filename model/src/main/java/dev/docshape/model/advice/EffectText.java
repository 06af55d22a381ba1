package dev.docshape.model.advice;

import dev.docshape.model.Numbers;
import dev.docshape.model.estimate.CollectionEstimate;
import dev.docshape.model.estimate.PatternEstimate;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** An effect in a sentence: "'add a book': 2 -> 1 documents written; Publisher: no maximum -> 74 B". */
final class EffectText {
    private EffectText() {
    }

    static String summary(Effect effect) {
        List<String> parts = new ArrayList<>();
        for (Effect.PatternChange change : effect.patterns()) {
            if (change.before().isEmpty() || change.after().isEmpty()) continue;
            String delta = delta(change.before().get(), change.after().get());
            if (!delta.isEmpty()) parts.add("'" + change.name() + "': " + delta);
        }
        for (Effect.CollectionChange change : effect.collections()) {
            Optional<CollectionEstimate> before = change.before();
            Optional<CollectionEstimate> after = change.after();
            if (before.isPresent() && after.isPresent() && !sameMax(before.get(), after.get())) {
                parts.add(change.collection() + " documents at most " + max(before.get()) + " -> " + max(after.get()));
            }
        }
        return String.join("; ", parts);
    }

    private static String delta(PatternEstimate before, PatternEstimate after) {
        List<String> deltas = new ArrayList<>();
        if (before.roundTrips() != after.roundTrips()) {
            deltas.add(before.roundTrips() + " -> " + after.roundTrips() + " round trips");
        }
        if (before.docsWritten() != after.docsWritten()) {
            deltas.add(Numbers.apart(before.docsWritten(), after.docsWritten(), Numbers::grouped).joined(" -> ") + " documents written");
        }
        if (deltas.isEmpty() && before.bytesRead() != after.bytesRead()) {
            deltas.add(Numbers.apartBytes(before.bytesRead(), after.bytesRead(), Numbers::bytes).joined(" -> ") + " read");
        }
        return String.join(", ", deltas);
    }

    private static boolean sameMax(CollectionEstimate a, CollectionEstimate b) {
        return a.maxBytes() == null ? b.maxBytes() == null : a.maxBytes().equals(b.maxBytes());
    }

    private static String max(CollectionEstimate c) {
        return c.maxBytes() == null ? "unbounded" : Numbers.bytes(c.maxBytes());
    }
}
