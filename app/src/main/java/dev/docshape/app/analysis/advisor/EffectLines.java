package dev.docshape.app.analysis.advisor;

import dev.docshape.app.analysis.preview.Bytes;
import dev.docshape.app.analysis.trips.Figure;
import dev.docshape.model.advice.Effect;
import dev.docshape.model.estimate.CollectionEstimate;
import dev.docshape.model.estimate.PatternEstimate;
import dev.docshape.model.estimate.WorkloadTotals;

import java.util.ArrayList;
import java.util.List;

/** A suggestion's effect as lines the advisor panel lists: "read post: round trips 2 → 1". */
public final class EffectLines {
    private EffectLines() {
    }

    public static List<String> of(Effect effect) {
        return of(effect, true);
    }

    /** The lines, with request units only when the profile bills them (Cosmos DB, docs/counting-rules.md#request-units). */
    public static List<String> of(Effect effect, boolean requestUnits) {
        List<String> lines = new ArrayList<>();
        for (Effect.PatternChange change : effect.patterns()) {
            if (change.before().isEmpty() || change.after().isEmpty()) continue;
            PatternEstimate b = change.before().get();
            PatternEstimate a = change.after().get();
            List<String> moves = new ArrayList<>();
            move(moves, "round trips", b.roundTrips(), a.roundTrips(), Figure.Format.COUNT);
            move(moves, "documents written", b.docsWritten(), a.docsWritten(), Figure.Format.COUNT);
            move(moves, "read", b.bytesRead(), a.bytesRead(), Figure.Format.BYTES);
            if (requestUnits) move(moves, "RU", b.ru(), a.ru(), Figure.Format.UNITS);
            if (!moves.isEmpty()) lines.add(change.name() + ": " + String.join(", ", moves));
        }
        for (Effect.CollectionChange change : effect.collections()) {
            String before = change.before().map(EffectLines::max).orElse("none");
            String after = change.after().map(EffectLines::max).orElse("none");
            if (!before.equals(after)) lines.add(change.collection() + " documents at most: " + before + " → " + after);
        }
        WorkloadTotals b = effect.before();
        WorkloadTotals a = effect.after();
        List<String> totals = new ArrayList<>();
        move(totals, "round trips/s", b.roundTripsPerSecond(), a.roundTripsPerSecond(), Figure.Format.COUNT);
        if (requestUnits) move(totals, "RU/s", b.ruPerSecond(), a.ruPerSecond(), Figure.Format.UNITS);
        if (!totals.isEmpty()) lines.add("Workload: " + String.join(", ", totals));
        return lines;
    }

    private static void move(List<String> moves, String what, double before, double after, Figure.Format format) {
        Figure f = new Figure(after, before, format);
        if (f.moved()) moves.add(what + " " + f.text());
    }

    private static String max(CollectionEstimate c) {
        return c.unbounded() ? "unbounded" : Bytes.format(c.maxBytes());
    }
}
