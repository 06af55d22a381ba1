package dev.docshape.renderer.report;

import dev.docshape.model.advice.Finding;
import dev.docshape.model.estimate.CollectionEstimate;
import dev.docshape.model.profile.Profile;

import java.util.Locale;
import java.util.Map;

/** One design's part of the report: its diagram, its collections with an example document and size, its findings. */
final class DesignSection {
    private DesignSection() {
    }

    static void write(StringBuilder h, DesignFigures d, int number, boolean active, Profile profile) {
        String name = Html.name(d.design().name());
        h.append("<section class=\"design\" id=\"design-").append(number).append("\">\n<h2>Design ").append(name)
                .append(active ? " <span class=\"tag\">active</span>" : "").append("</h2>\n");
        h.append("<figure class=\"diagram\">\n").append(d.svg()).append("\n<figcaption>Collections of design ").append(name)
                .append(": embedded entities inside their documents, references between collections.</figcaption>\n</figure>\n");
        collections(h, d, profile);
        findings(h, d);
        h.append("</section>\n");
    }

    private static void collections(StringBuilder h, DesignFigures d, Profile profile) {
        h.append("<h3>Collections</h3>\n<div class=\"collections\">\n");
        for (Map.Entry<String, String> example : d.examples().entrySet()) {
            h.append("<article class=\"collection\">\n<h4>").append(Html.text(example.getKey())).append("</h4>\n");
            d.estimate().collection(example.getKey()).ifPresent(c -> h.append("<p class=\"size status-")
                    .append(c.status().name().toLowerCase(Locale.ROOT)).append("\">").append(size(c, profile)).append("</p>\n"));
            h.append("<pre>").append(Html.text(example.getValue())).append("</pre>\n</article>\n");
        }
        h.append("</div>\n");
        for (String problem : d.estimate().problems()) h.append("<p class=\"problem\">").append(Html.text(problem)).append("</p>\n");
    }

    /** "avg 1.2 KiB · max 3.4 KiB · limit 16.0 MiB · depth 2", with the status when it is not OK. */
    private static String size(CollectionEstimate c, Profile profile) {
        String max = c.unbounded() ? "unbounded" : Html.bytes(c.maxBytes());
        String status = switch (c.status()) {
            case OK -> "";
            case WARN -> " · near the " + Html.text(profile.name()) + " limit";
            default -> " · over the " + Html.text(profile.name()) + " limit";
        };
        return "avg " + Html.bytes(c.avgBytes()) + " · max " + max + " · limit " + Html.bytes(c.limitBytes())
                + " · depth " + c.nestingDepth() + status;
    }

    private static void findings(StringBuilder h, DesignFigures d) {
        h.append("<h3>Advisor findings</h3>\n");
        if (d.findings().isEmpty()) {
            h.append("<p class=\"hint\">No findings: the design follows every rule of thumb for these access patterns.</p>\n");
            return;
        }
        h.append("<ul class=\"findings\">\n");
        for (Finding f : d.findings()) {
            String severity = f.severity().name().toLowerCase(Locale.ROOT);
            h.append("<li class=\"finding ").append(severity).append("\"><span class=\"severity\">").append(severity)
                    .append("</span> <span class=\"rule\">").append(Html.text(f.ruleId())).append("</span>\n<p>")
                    .append(Html.text(f.message())).append("</p>\n");
            if (!f.evidence().facts().isEmpty()) {
                h.append("<ul class=\"facts\">");
                for (String fact : f.evidence().facts()) h.append("<li>").append(Html.text(fact)).append("</li>");
                h.append("</ul>\n");
            }
            f.suggestion().ifPresent(s -> h.append("<p class=\"suggestion\">Suggestion: ").append(Html.text(s.description())).append("</p>\n"));
            h.append("</li>\n");
        }
        h.append("</ul>\n");
    }
}
