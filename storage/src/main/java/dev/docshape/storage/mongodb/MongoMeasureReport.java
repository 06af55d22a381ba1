package dev.docshape.storage.mongodb;

import dev.docshape.storage.measure.PatternMeasure;

import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Every access pattern measured on a real MongoDB, beside the estimate and, where the project's
 * sample store holds the same data, the SQLite measurement of the same pattern.
 *
 * @param server   the connection string without password
 * @param patterns measured on MongoDB, with the estimate and the reasons for differences
 * @param sqlite   the sample store's measurement by pattern id (empty when there is none)
 * @param sqliteNote why there is no SQLite column, or null
 */
public record MongoMeasureReport(String project, String design, String server, String database, String data,
                                 List<PatternMeasure> patterns, Map<String, PatternMeasure> sqlite, String sqliteNote) {
    public MongoMeasureReport {
        patterns = List.copyOf(patterns);
        sqlite = Map.copyOf(sqlite);
    }

    public boolean roundTripsMatch() {
        return patterns.stream().allMatch(PatternMeasure::roundTripsMatch);
    }

    /** A plain-text table: MongoDB / SQLite / estimate per figure. */
    public String text() {
        String nl = System.lineSeparator();
        StringBuilder out = new StringBuilder();
        out.append(String.format(Locale.ROOT, "Measured %s / design %s on MongoDB %s, database '%s' (%s)%n", project, design, server, database, data));
        out.append(String.format(Locale.ROOT, "%-34s %16s %22s %28s %22s%n", "pattern", "round trips", "docs read", "bytes read", "docs written"));
        for (PatternMeasure m : patterns) {
            PatternMeasure s = sqlite.get(m.patternId());
            out.append(String.format(Locale.ROOT, "%-34s %16s %22s %28s %22s%n", cut(m.name(), 34),
                    m.roundTrips() + " / " + (s == null ? "-" : s.roundTrips()) + " / " + m.estRoundTrips() + (m.roundTripsMatch() ? " " : "!"),
                    one(m.docsRead()) + " / " + (s == null ? "-" : one(s.docsRead())) + " / " + one(m.estDocsRead()),
                    whole(m.bytesRead()) + " / " + (s == null ? "-" : whole(s.bytesRead())) + " / " + whole(m.estBytesRead()),
                    one(m.docsWritten()) + " / " + (s == null ? "-" : one(s.docsWritten())) + " / " + one(m.estDocsWritten())));
            if (m.bytesReturned() < m.bytesRead() || m.estBytesReturned() < m.estBytesRead()) {
                out.append(String.format(Locale.ROOT, "    bytes returned %s / %s / %s: the reads name their fields%n", whole(m.bytesReturned()),
                        s == null ? "-" : whole(s.bytesReturned()), whole(m.estBytesReturned())));
            }
            if (m.parents() > 0) out.append(String.format(Locale.ROOT, "    sampled %d distinct parents%n", m.parents()));
            for (String note : m.notes()) out.append("    ").append(note).append(nl);
        }
        out.append("(MongoDB / SQLite sample store / estimate, per execution; MongoDB bytes are BSON, SQLite bytes JSON text)").append(nl);
        if (sqliteNote != null) out.append(sqliteNote).append(nl);
        return out.toString();
    }

    private static String one(double v) {
        return String.format(Locale.ROOT, "%.1f", v);
    }

    private static String whole(double v) {
        return String.format(Locale.ROOT, "%.0f", v);
    }

    private static String cut(String s, int n) {
        return s.length() <= n ? s : s.substring(0, n - 1) + "…";
    }
}
