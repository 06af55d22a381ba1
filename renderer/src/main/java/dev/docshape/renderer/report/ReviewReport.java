package dev.docshape.renderer.report;

import dev.docshape.model.pattern.AccessPattern;
import dev.docshape.model.Design;
import dev.docshape.model.Project;
import dev.docshape.model.estimate.PatternEstimate;
import dev.docshape.model.estimate.WorkloadTotals;
import dev.docshape.model.profile.Profile;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.ToDoubleFunction;

/**
 * The design review report: one self-contained HTML page (inline CSS and SVG, no script, no
 * external address) with the workload totals and the per-pattern figures of every design side by
 * side, then each design's diagram, example documents with their sizes and advisor findings.
 * Readable on a phone (the layout narrows, wide tables scroll in place) and printable (each design
 * starts a page). Every name from the project is escaped ({@link Html#text}).
 */
public final class ReviewReport {
    private final Project project;
    private final Profile profile;
    private final List<DesignFigures> designs;

    private ReviewReport(Project project, Profile profile, List<DesignFigures> designs) {
        this.project = project;
        this.profile = profile;
        this.designs = designs;
    }

    /** The report of every design of {@code project} under {@code profile}, as HTML text. */
    public static String html(Project project, Profile profile) {
        if (project == null) throw new IllegalArgumentException("project must not be null");
        List<DesignFigures> designs = new ArrayList<>();
        for (Design design : ordered(project)) designs.add(DesignFigures.of(project.model(), design, profile));
        return new ReviewReport(project, profile, designs).page();
    }

    /** Writes the report to {@code out} (UTF-8), replacing the file. */
    public static void write(Project project, Profile profile, Path out) throws IOException {
        Files.writeString(out, html(project, profile), StandardCharsets.UTF_8);
    }

    /** The active design first: it is the one the other designs are compared with. */
    private static List<Design> ordered(Project project) {
        List<Design> designs = new ArrayList<>();
        designs.add(project.active());
        for (Design d : project.designs()) if (!d.name().equals(project.active().name())) designs.add(d);
        return designs;
    }

    private String page() {
        StringBuilder h = new StringBuilder(64 * 1024);
        String title = "Design review: " + project.name();
        h.append("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n")
                .append("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n")
                .append("<title>").append(Html.text(title)).append("</title>\n<style>\n").append(css()).append("</style>\n</head>\n<body>\n");
        h.append("<header>\n<h1>").append(Html.text(title)).append("</h1>\n");
        if (!project.description().isBlank()) h.append("<p class=\"description\">").append(Html.text(project.description())).append("</p>\n");
        h.append("<p class=\"meta\">").append(designs.size()).append(designs.size() == 1 ? " design" : " designs")
                .append(" · ").append(project.model().entities().size()).append(" entities · ")
                .append(project.model().patterns().size()).append(" access patterns · ")
                .append(Html.text(profile.name())).append(" profile</p>\n");
        h.append("<nav><ul>\n<li><a href=\"#totals\">Workload totals</a></li>\n<li><a href=\"#patterns\">Access patterns</a></li>\n");
        if (Glossary.applies(project.model())) h.append("<li><a href=\"#").append(Glossary.ID).append("\">Glossary</a></li>\n");
        for (int i = 0; i < designs.size(); i++) {
            h.append("<li><a href=\"#design-").append(i + 1).append("\">Design ").append(Html.name(designs.get(i).design().name())).append("</a></li>\n");
        }
        h.append("</ul></nav>\n</header>\n<main>\n");
        totals(h);
        patterns(h);
        Glossary.write(h, project.model());
        for (int i = 0; i < designs.size(); i++) DesignSection.write(h, designs.get(i), i + 1, i == 0, profile);
        h.append("</main>\n</body>\n</html>\n");
        return h.toString();
    }

    private void totals(StringBuilder h) {
        boolean ru = profile.billsRequestUnits();
        h.append("<section id=\"totals\">\n<h2>Workload totals</h2>\n")
                .append("<p class=\"hint\">Per second, for the access patterns at their stated rates.</p>\n")
                .append("<div class=\"table-wrap\"><table class=\"figures\">\n<thead><tr><th>Design</th><th>Round trips</th>")
                .append("<th>Docs read</th><th>Bytes read</th><th>Docs written</th><th>Bytes written</th><th>")
                .append(ru ? "Request units" : "Index keys written").append("</th></tr></thead>\n<tbody>\n");
        WorkloadTotals base = designs.get(0).estimate().totals();
        for (DesignFigures d : designs) {
            WorkloadTotals t = d.estimate().totals();
            h.append("<tr><th scope=\"row\">").append(Html.name(d.design().name())).append("</th>");
            cell(h, t.roundTripsPerSecond(), base.roundTripsPerSecond(), false);
            cell(h, t.docsReadPerSecond(), base.docsReadPerSecond(), false);
            cell(h, t.bytesReadPerSecond(), base.bytesReadPerSecond(), true);
            cell(h, t.docsWrittenPerSecond(), base.docsWrittenPerSecond(), false);
            cell(h, t.bytesWrittenPerSecond(), base.bytesWrittenPerSecond(), true);
            if (ru) cell(h, t.ruPerSecond(), base.ruPerSecond(), false);
            else cell(h, t.indexKeysWrittenPerSecond(), base.indexKeysWrittenPerSecond(), false);
            h.append("</tr>\n");
        }
        h.append("</tbody></table></div>\n</section>\n");
    }

    private void patterns(StringBuilder h) {
        boolean ru = profile.billsRequestUnits();
        h.append("<section id=\"patterns\">\n<h2>Access patterns</h2>\n");
        if (project.model().patterns().isEmpty()) {
            h.append("<p class=\"hint\">The model has no access patterns yet: add them to compare what each design costs.</p>\n</section>\n");
            return;
        }
        h.append("<p class=\"hint\">Each pattern once per design; a highlighted figure differs from design ")
                .append(Html.name(designs.get(0).design().name())).append(", with the difference in brackets.</p>\n")
                .append("<div class=\"table-wrap\"><table class=\"figures\">\n<thead><tr><th>Access pattern</th><th>Design</th>")
                .append("<th>Round trips</th><th>Docs read</th><th>Bytes read</th><th>Docs written</th><th>Bytes written</th>")
                .append(ru ? "<th>RU</th>" : "").append("</tr></thead>\n");
        for (AccessPattern pattern : project.model().patterns()) {
            Optional<PatternEstimate> base = designs.get(0).estimate().pattern(pattern.id());
            h.append("<tbody class=\"pattern\">\n");
            boolean first = true;
            for (DesignFigures d : designs) {
                h.append("<tr>");
                if (first) {
                    h.append("<th scope=\"rowgroup\" rowspan=\"").append(designs.size()).append("\">").append(Html.name(pattern.name())).append("</th>");
                    first = false;
                }
                h.append("<td class=\"design-name\">").append(Html.name(d.design().name())).append("</td>");
                Optional<PatternEstimate> p = d.estimate().pattern(pattern.id());
                if (p.isEmpty()) {
                    h.append("<td colspan=\"").append(ru ? 6 : 5).append("\" class=\"hint\">not estimated for this design</td></tr>\n");
                    continue;
                }
                figure(h, p.get(), base, e -> e.roundTrips(), false);
                figure(h, p.get(), base, PatternEstimate::docsRead, false);
                figure(h, p.get(), base, PatternEstimate::bytesRead, true);
                figure(h, p.get(), base, PatternEstimate::docsWritten, false);
                figure(h, p.get(), base, PatternEstimate::bytesWritten, true);
                if (ru) figure(h, p.get(), base, PatternEstimate::ru, false);
                h.append("</tr>\n");
            }
            h.append("</tbody>\n");
        }
        h.append("</table></div>\n</section>\n");
    }

    private static void figure(StringBuilder h, PatternEstimate p, Optional<PatternEstimate> base,
                               ToDoubleFunction<PatternEstimate> metric, boolean bytes) {
        double value = metric.applyAsDouble(p);
        cell(h, value, base.map(metric::applyAsDouble).orElse(value), bytes);
    }

    /** A figure; marked and with its difference when it is not the baseline's. */
    private static void cell(StringBuilder h, double value, double baseline, boolean bytes) {
        String shown = bytes ? Html.bytes(value) : Html.count(value);
        String baseShown = bytes ? Html.bytes(baseline) : Html.count(baseline);
        if (shown.equals(baseShown)) {
            h.append("<td>").append(shown).append("</td>");
            return;
        }
        double delta = value - baseline;
        String sign = delta > 0 ? "+" : "−";
        String deltaShown = Double.isFinite(delta) ? sign + (bytes ? Html.bytes(Math.abs(delta)) : Html.count(Math.abs(delta))) : "";
        h.append("<td class=\"differs ").append(delta > 0 ? "more" : "less").append("\">").append(shown);
        if (!deltaShown.isEmpty()) h.append(" <small>(").append(deltaShown).append(")</small>");
        h.append("</td>");
    }

    private static String css() {
        try (InputStream in = ReviewReport.class.getResourceAsStream("report.css")) {
            if (in == null) throw new IllegalStateException("report.css is missing from the renderer jar");
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
