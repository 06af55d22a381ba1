package dev.docshape.app.analysis.advisor;

import dev.docshape.app.analysis.preview.Bytes;
import dev.docshape.app.analysis.trips.Figure;
import dev.docshape.model.advice.Effect;
import dev.docshape.model.estimate.CollectionEstimate;
import dev.docshape.model.estimate.PatternEstimate;
import dev.docshape.model.estimate.WorkloadTotals;

import java.util.ArrayList;
import java.util.List;

/**
 * A suggestion's effect as lines the advisor panel lists: "read post: round trips 2 → 1", each move
 * with its direction, so the panel colours a move that gets worse differently from one that gets better.
 */
public final class EffectLines {
    private EffectLines() {
    }

    /** One move of one figure: "round trips 2 → 1"; every figure here is better lower. */
    public record Move(String text, int direction) {
        public boolean better() {
            return direction < 0;
        }

        public boolean worse() {
            return direction > 0;
        }
    }

    /** A pattern, a collection or the workload, and how its figures move. */
    public record Line(String subject, List<Move> moves) {
        public Line {
            moves = List.copyOf(moves);
        }

        public String text() {
            return subject + ": " + String.join(", ", moves.stream().map(Move::text).toList());
        }
    }

    /** The lines, with request units only when the profile bills them (Cosmos DB, docs/counting-rules.md#request-units). */
    public static List<Line> of(Effect effect, boolean requestUnits) {
        List<Line> lines = new ArrayList<>();
        for (Effect.Estimated change : effect.estimatedBoth()) {
            PatternEstimate b = change.before();
            PatternEstimate a = change.after();
            List<Move> moves = new ArrayList<>();
            move(moves, "round trips", b.roundTrips(), a.roundTrips(), Figure.Format.COUNT);
            move(moves, "documents written", b.docsWritten(), a.docsWritten(), Figure.Format.COUNT);
            move(moves, "read", b.bytesRead(), a.bytesRead(), Figure.Format.BYTES);
            if (requestUnits) move(moves, "RU", b.ru(), a.ru(), Figure.Format.UNITS);
            if (!moves.isEmpty()) lines.add(new Line(change.name(), moves));
        }
        for (Effect.CollectionChange change : effect.collections()) {
            String before = change.before().map(EffectLines::max).orElse("none");
            String after = change.after().map(EffectLines::max).orElse("none");
            if (!before.equals(after)) {
                lines.add(new Line(change.collection() + " documents", List.of(new Move("at most " + before + " → " + after,
                        Double.compare(maxOrInfinite(change.after()), maxOrInfinite(change.before()))))));
            }
        }
        WorkloadTotals b = effect.before();
        WorkloadTotals a = effect.after();
        List<Move> totals = new ArrayList<>();
        move(totals, "round trips/s", b.roundTripsPerSecond(), a.roundTripsPerSecond(), Figure.Format.COUNT);
        if (requestUnits) move(totals, "RU/s", b.ruPerSecond(), a.ruPerSecond(), Figure.Format.UNITS);
        if (!totals.isEmpty()) lines.add(new Line("Workload", totals));
        return lines;
    }

    private static void move(List<Move> moves, String what, double before, double after, Figure.Format format) {
        Figure f = new Figure(after, before, format);
        if (f.moved()) moves.add(new Move(what + " " + f.text(), f.direction()));
    }

    private static String max(CollectionEstimate c) {
        return c.unbounded() ? "unbounded" : Bytes.format(c.maxBytes());
    }

    /** A collection that is gone has no documents (0); one without a maximum grows without bound. */
    private static double maxOrInfinite(java.util.Optional<CollectionEstimate> c) {
        if (c.isEmpty()) return 0;
        return c.get().unbounded() ? Double.POSITIVE_INFINITY : c.get().maxBytes();
    }
}
