package dev.docshape.model.advice;

import dev.docshape.model.Numbers;
import dev.docshape.model.estimate.CollectionEstimate;
import dev.docshape.model.estimate.PatternEstimate;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * An effect in a sentence: "'add a book': 2 -> 1 documents written; Publisher documents at most 1.2 KiB -> 74 B". The one
 * wording of an effect: findings' messages, the command line's text and {@code --json} all use it ({@link Effect#summary()}).
 */
final class EffectText {
    private EffectText() {
    }

    static String summary(Effect effect) {
        List<String> parts = new ArrayList<>();
        for (Effect.Estimated change : effect.estimatedBoth()) {
            String delta = delta(change.before(), change.after());
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
        Numbers.Change written = Numbers.apart(before.docsWritten(), after.docsWritten(), Numbers::grouped);
        if (!written.same()) deltas.add(written.joined(" -> ") + " documents written");
        Numbers.Change read = Numbers.apartBytes(before.bytesRead(), after.bytesRead(), Numbers::bytes);
        // a byte or less read apart is no move worth a figure ("about the same, 2.4 KiB read" says nothing)
        if (deltas.isEmpty() && Math.round(before.bytesRead()) != Math.round(after.bytesRead()) && !read.same()) {
            deltas.add(read.joined(" -> ") + " read");
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
