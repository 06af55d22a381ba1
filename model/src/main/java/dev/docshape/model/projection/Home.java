package dev.docshape.model.projection;

import java.util.List;
import java.util.Optional;

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
     * it whole, a subset. Empty when no occurrence holds the whole instance.
     */
    public static Optional<Occurrence> among(List<Occurrence> occurrences) {
        Occurrence best = null;
        for (Occurrence o : occurrences) {
            if (o.whole() && (best == null || rank(o) < rank(best))) best = o;
        }
        return Optional.ofNullable(best);
    }

    private static int rank(Occurrence o) {
        return switch (o.kind()) {
            case DOCUMENT -> 0;
            case BUCKET_ITEM -> 1;
            case SUBSET -> 3;
            default -> 2;
        };
    }
}
