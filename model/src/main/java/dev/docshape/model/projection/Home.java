package dev.docshape.model.projection;

import java.util.List;

/**
 * The home of an entity: the one occurrence where its whole instance is read by its id and written first. The
 * estimate, the query steps behind the templates and {@code measure} all ask here (docs/counting-rules.md "Home",
 * decision 0545).
 */
public final class Home {
    private Home() {
    }

    /**
     * Of an entity's {@code occurrences}: its own documents; else an item of a bucket, whose document holds the
     * parent's id beside a few of its children; else its first whole embedding; else, only where nothing else holds
     * it whole, a subset. Null when no occurrence holds the whole instance.
     */
    public static Occurrence among(List<Occurrence> occurrences) {
        Occurrence best = null;
        int bestRank = NOWHERE;
        for (Occurrence o : occurrences) {
            int rank = rank(o.kind());
            if (rank == 0) return o;
            if (rank < bestRank) {
                best = o;
                bestRank = rank;
            }
        }
        return best;
    }

    private static final int NOWHERE = 4;

    private static int rank(Occurrence.Kind kind) {
        if (kind == Occurrence.Kind.DOCUMENT) return 0;
        if (kind == Occurrence.Kind.BUCKET_ITEM) return 1;
        if (kind == Occurrence.Kind.SUBSET) return 3;
        return kind == Occurrence.Kind.EXTENDED_COPY ? NOWHERE : 2;
    }
}
