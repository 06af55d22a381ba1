package dev.docshape.storage.mongodb;

import dev.docshape.model.estimate.PatternEstimate;
import dev.docshape.storage.measure.CountSpread;
import dev.docshape.storage.measure.MeasureReport;
import dev.docshape.storage.measure.PatternMeasure;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import static dev.docshape.storage.measure.Measurer.differs;

/** Why a MongoDB measurement differs from the estimate by more than {@link MeasureReport#TOLERANCE}. */
final class MeasureReasons {
    private MeasureReasons() {
    }

    /** The documents each run read and wrote, and each run's instance's counts of children. */
    record Runs(long[] read, long[] written, List<CountSpread.Counts> counts) {
    }

    static List<String> notes(int commands, long getMores, int requests, int maxWriteBatch, double docsRead, double bytesRead, double docsWritten,
                              PatternEstimate est, PatternMeasure sqlite, double scale, Runs runs) {
        List<String> notes = new ArrayList<>();
        if (commands != est.roundTrips()) {
            String why = commands > requests && getMores == 0 ? String.format(Locale.ROOT,
                    ": the driver split the %d requests into %d commands, as the server takes at most %,d writes per command (maxWriteBatchSize)",
                    requests, commands, maxWriteBatch)
                    : getMores > 0 ? String.format(Locale.ROOT, ": the server returned results in extra batches (%d getMore)", getMores)
                    : sqlite != null && sqlite.roundTrips() == commands ? ": the SQLite store needed as many, so the estimate plans the pattern differently"
                    : sqlite != null ? String.format(Locale.ROOT, ": the SQLite store needed %d", sqlite.roundTrips()) : "";
            notes.add(String.format(Locale.ROOT, "round trips differ: %d commands sent, %d estimated%s", commands, est.roundTrips(), why));
        }
        if (differs(docsRead, est.docsRead()) || differs(docsWritten, est.docsWritten())) {
            boolean sameAsSqlite = sqlite != null && !differs(docsRead, sqlite.docsRead()) && !differs(docsWritten, sqlite.docsWritten());
            boolean read = differs(docsRead, est.docsRead());
            String reason = CountSpread.reason(read ? runs.read() : runs.written(), read ? est.docsRead() : est.docsWritten(), read ? "read" : "wrote",
                    runs.counts());
            notes.add(String.format(Locale.ROOT, "documents differ by more than %.0f %% (read %.1f vs %.1f, written %.1f vs %.1f, scale %s): %s%s",
                    MeasureReport.TOLERANCE * 100, docsRead, est.docsRead(), docsWritten, est.docsWritten(), scale, reason,
                    sameAsSqlite ? "; the SQLite store returned as many, so it is the sample, not the server" : ""));
        }
        if (differs(bytesRead, est.bytesRead())) {
            double perDoc = docsRead > 0 ? bytesRead / docsRead : 0;
            double estPerDoc = est.docsRead() > 0 ? est.bytesRead() / est.docsRead() : 0;
            String sqlitePart = sqlite != null && sqlite.docsRead() > 0
                    ? String.format(Locale.ROOT, "; the SQLite store's JSON text is %.0f per document", sqlite.bytesRead() / sqlite.docsRead()) : "";
            notes.add(String.format(Locale.ROOT, "bytes differ by more than %.0f %% (%.0f vs %.0f; %.0f vs %.0f per document): MongoDB sends"
                            + " the real BSON of the sample values (field names, type bytes and lengths included), the estimate sizes"
                            + " documents from the fields' average sizes%s", MeasureReport.TOLERANCE * 100, bytesRead, est.bytesRead(),
                    perDoc, estPerDoc, sqlitePart));
        }
        return notes;
    }
}
