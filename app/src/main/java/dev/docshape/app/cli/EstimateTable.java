package dev.docshape.app.cli;

import dev.docshape.model.Numbers;
import dev.docshape.model.estimate.CollectionEstimate;
import dev.docshape.model.estimate.Estimate;
import dev.docshape.model.estimate.PatternEstimate;
import dev.docshape.model.estimate.WorkloadTotals;

import java.io.PrintWriter;

/** The human-readable form of {@code docshape estimate}. */
final class EstimateTable {
    private EstimateTable() {
    }

    static void print(Estimate estimate, String designName, PrintWriter out) {
        out.println("Design '" + designName + "' under the " + estimate.profile().name() + " profile");
        out.println();
        boolean ru = estimate.profile().billsRequestUnits();
        boolean fanOut = estimate.patterns().stream().anyMatch(p -> p.maxPartitions() > 1);
        String partitions = ru ? "partitions" : "shards";
        TextTable patterns = fanOut
                ? new TextTable("access pattern", "round trips", "naive", "depth", "docs read", "bytes read", "docs written",
                        "bytes written", ru ? "RU" : "index keys written", partitions)
                : new TextTable("access pattern", "round trips", "naive", "depth", "docs read",
                        "bytes read", "docs written", "bytes written", ru ? "RU" : "index keys written");
        for (PatternEstimate p : estimate.patterns()) {
            Object[] cells = {p.name(), p.roundTrips(), Numbers.grouped(p.roundTripsNaive(), 1), p.depth(),
                    Numbers.grouped(p.docsRead(), 1), Numbers.bytes(p.bytesRead()), Numbers.grouped(p.docsWritten(), 1),
                    Numbers.bytes(p.bytesWritten()), Numbers.tenths(ru ? p.ru() : p.indexKeysWritten())};
            if (fanOut) {
                Object[] wider = java.util.Arrays.copyOf(cells, cells.length + 1);
                // docs/counting-rules.md "Partitions"
                wider[cells.length] = p.maxPartitions() > 1 ? "fan-out to " + p.maxPartitions() + " " + partitions : "1";
                cells = wider;
            }
            patterns.row(cells);
        }
        patterns.print(out);
        WorkloadTotals t = estimate.totals();
        out.println();
        out.println("Workload per second: " + Numbers.tenths(t.roundTripsPerSecond()) + " round trips, "
                + Numbers.tenths(t.docsReadPerSecond()) + " docs read, "
                + Numbers.tenths(t.docsWrittenPerSecond()) + " docs written, "
                + (ru ? Numbers.tenths(t.ruPerSecond()) + " RU"
                      : Numbers.tenths(t.indexKeysWrittenPerSecond()) + " index keys written"));
        out.println();
        TextTable collections = new TextTable("collection", "avg size", "max size", "limit", "depth", "status");
        for (CollectionEstimate c : estimate.collections()) {
            collections.row(c.name(), Numbers.bytes(c.avgBytes()),
                    c.maxBytes() == null ? "unbounded" : Numbers.bytes(c.maxBytes()),
                    Numbers.bytes(c.limitBytes()), c.nestingDepth(), c.status().name());
        }
        collections.print(out);
        for (String problem : estimate.problems()) out.println("problem: " + problem);
    }
}
