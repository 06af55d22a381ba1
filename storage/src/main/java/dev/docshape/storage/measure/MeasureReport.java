package dev.docshape.storage.measure;

import java.util.List;
import java.util.Locale;

/**
 * What {@link Measurer#measure} found: every pattern measured beside its estimate, and the weak
 * links of the store.
 */
public record MeasureReport(String project, String design, String profile, long seed, double scale,
                            List<PatternMeasure> patterns, List<WeakLink> weakLinks) {
    public MeasureReport {
        patterns = List.copyOf(patterns);
        weakLinks = List.copyOf(weakLinks);
    }

    /** Differences beyond this share are reported with a reason. */
    public static final double TOLERANCE = 0.10;

    public boolean roundTripsMatch() {
        return patterns.stream().allMatch(PatternMeasure::roundTripsMatch);
    }

    /** A plain-text table for the command line. */
    public String text() {
        StringBuilder out = new StringBuilder();
        out.append(String.format(Locale.ROOT, "Measured %s / design %s against the %s estimate (seed %d, scale %s)%n",
                project, design, profile, seed, scale));
        out.append(String.format(Locale.ROOT, "%-40s %11s %17s %21s %17s%n", "pattern", "round trips", "docs read", "bytes read", "docs written"));
        for (PatternMeasure p : patterns) {
            out.append(String.format(Locale.ROOT, "%-40s %5d / %-3d%s %7.1f / %-7.1f %9.0f / %-9.0f %7.1f / %-7.1f%n",
                    cut(p.name(), 40), p.roundTrips(), p.estRoundTrips(), p.roundTripsMatch() ? " " : "!",
                    p.docsRead(), p.estDocsRead(), p.bytesRead(), p.estBytesRead(), p.docsWritten(), p.estDocsWritten()));
            if (p.estBytesReturned() < p.estBytesRead() || p.bytesReturned() < p.bytesRead()) {
                out.append(String.format(Locale.ROOT, "    bytes returned %.0f / %.0f: the reads name their fields%n",
                        p.bytesReturned(), p.estBytesReturned()));
            }
            if (p.parents() > 0) {
                out.append(String.format(Locale.ROOT, "    sampled %d distinct parents%n", p.parents()));
            }
            for (String note : p.notes()) out.append("    ").append(note).append(System.lineSeparator());
        }
        out.append("(measured / estimated for the sample's instance counts, per execution; bytes in the profile's encoding)")
                .append(System.lineSeparator());
        if (weakLinks.isEmpty()) {
            out.append("Weak links: none, every reference points to a document.").append(System.lineSeparator());
        } else {
            out.append("Weak links:").append(System.lineSeparator());
            for (WeakLink w : weakLinks) out.append("    ").append(w).append(System.lineSeparator());
        }
        return out.toString();
    }

    private static String cut(String s, int n) {
        return s.length() <= n ? s : s.substring(0, n - 1) + "…";
    }
}
