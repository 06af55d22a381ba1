package dev.docshape.storage.mongodb;

import java.util.List;

/**
 * What {@link DriftChecker} found.
 *
 * @param sampled  documents sampled per collection of the database
 * @param findings every departure from the design (empty: no drift)
 * @param notes    how the sample was taken, empty collections
 */
public record DriftReport(String project, String design, String server, String database, java.util.Map<String, Long> sampled,
                          List<DriftFinding> findings, List<String> notes) {
    public DriftReport {
        sampled = java.util.Map.copyOf(sampled);
        findings = List.copyOf(findings);
        notes = List.copyOf(notes);
    }

    public boolean drifted() {
        return !findings.isEmpty();
    }

    public String text() {
        String nl = System.lineSeparator();
        StringBuilder out = new StringBuilder();
        long total = sampled.values().stream().mapToLong(Long::longValue).sum();
        out.append("Drift of database '").append(database).append("' on ").append(server).append(" from ").append(project)
                .append(" / design ").append(design).append(" (").append(total).append(" documents sampled in ")
                .append(sampled.size()).append(" collections)").append(nl);
        if (findings.isEmpty()) out.append("No drift: every sampled document fits the design.").append(nl);
        for (DriftFinding f : findings) out.append("  ").append(f.line()).append(nl);
        for (String note : notes) out.append("note: ").append(note).append(nl);
        return out.toString();
    }
}
