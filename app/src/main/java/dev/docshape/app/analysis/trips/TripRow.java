package dev.docshape.app.analysis.trips;

import java.util.Objects;

/**
 * One row of the round-trip table: a pattern's figures (or, for the totals row, the workload per
 * second), each with its value before the last change.
 *
 * @param id          the pattern id, or {@link #TOTALS_ID}
 * @param name        the pattern's name, or "Per second" for the totals
 * @param kind        read, insert, update ... (empty for the totals)
 * @param frequency   executions per second
 * @param roundTrips  batched round trips
 * @param naive       round trips when references are followed once per parent (N + 1); null for totals
 * @param depth       the longest chain of dependent requests; null for totals
 * @param docsRead    documents read
 * @param bytesRead   bytes read
 * @param docsWritten documents written
 * @param ru          request units
 * @param partitions  the most partitions (shards) one of its requests goes to; null for totals
 */
public record TripRow(String id, String name, String kind, double frequency, Figure roundTrips, Figure naive, Figure depth,
                      Figure docsRead, Figure bytesRead, Figure docsWritten, Figure ru, Figure partitions) {

    public static final String TOTALS_ID = "(totals)";

    public TripRow {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(name, "name");
    }

    public boolean isTotals() {
        return TOTALS_ID.equals(id);
    }

    /** The figure of {@code column}, or null when the row has none there. */
    public Figure figure(Column column) {
        return switch (column) {
            case ROUND_TRIPS -> roundTrips;
            case NAIVE -> naive;
            case DEPTH -> depth;
            case DOCS_READ -> docsRead;
            case BYTES_READ -> bytesRead;
            case DOCS_WRITTEN -> docsWritten;
            case RU -> ru;
            case PARTITIONS -> partitions;
        };
    }

    /** True when any of the row's figures moved with the last change. */
    public boolean moved() {
        for (Column c : Column.values()) {
            Figure f = figure(c);
            if (f != null && f.moved()) return true;
        }
        return false;
    }

    /** The table's figure columns, with their headers and whether lower is better. */
    public enum Column {
        ROUND_TRIPS("Trips", "Round trips, batched: one request per referenced relationship per level", "Round trips"),
        NAIVE("N+1", "Round trips when each reference is followed once per parent (the N+1 habit)", "Naive (N + 1)"),
        DEPTH("Depth", "The longest chain of requests that wait for each other (what latency follows)", "Depth"),
        DOCS_READ("Docs read", "Documents the server reads", "Documents and bytes read"),
        BYTES_READ("Read", "Bytes of the documents read", "Documents and bytes read"),
        DOCS_WRITTEN("Written", "Documents written, with every copy of denormalized data", "Writes and write amplification"),
        RU("RU", "Request units: what Azure Cosmos DB charges (shown under the Cosmos DB profile only)", "Request units"),
        PARTITIONS("Partitions", "Partitions (MongoDB: shards) the widest request goes to: more than 1 is a fan-out"
                + " (shown when the design partitions a collection)", "Partitions");

        private final String header;
        private final String tooltip;
        private final String guideSection;

        Column(String header, String tooltip, String guideSection) {
            this.header = header;
            this.tooltip = tooltip + ". Click the heading for Help > Guide, \u201c" + guideSection + "\u201d";
            this.guideSection = guideSection;
        }

        /** The heading of the Guide section (docs/counting-rules.md) that explains the figure. */
        public String guideSection() {
            return guideSection;
        }

        public String header() {
            return header;
        }

        public String tooltip() {
            return tooltip;
        }

        /** A stable id for tests and CSS: {@code trips-col-docs-read}. */
        public String nodeId() {
            return "trips-col-" + name().toLowerCase(java.util.Locale.ROOT).replace('_', '-');
        }
    }
}
