package dev.docshape.app.cli;

import dev.docshape.model.Numbers;
import dev.docshape.model.DataModel;
import dev.docshape.model.search.DesignChange;
import dev.docshape.model.search.DesignChanges;
import dev.docshape.model.search.DesignFigures;
import dev.docshape.model.search.PatternEffect;
import dev.docshape.model.search.PricedDesign;
import dev.docshape.model.search.Proposal;
import dev.docshape.model.search.SearchResult;

import java.io.PrintWriter;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/** The text form of {@code search}: the start, then each proposed design with its changes and why they pay. */
final class SearchResultPrinter {
    private static final int EFFECTS_SHOWN = 3;

    private SearchResultPrinter() {
    }

    static void print(ExplainedProposals proposals, String designName, DataModel model, PrintWriter out) {
        SearchResult result = proposals.result();
        String unit = dev.docshape.app.text.SearchWords.unit(result.objective().metric());
        out.printf(Locale.ROOT, "Searched from design '%s': %s designs priced in %.1f s (%s per second); %s.%n",
                (designName), Numbers.grouped(result.priced(), 1), result.elapsedNanos() / 1e9,
                Numbers.grouped(Math.round(result.pricedPerSecond()), 1), stopped(result.stoppedBy()));
        out.println("Start:  " + figures(result.start().figures(), unit));
        if (!result.start().feasible()) {
            out.println("        breaks: " + String.join("; ", result.start().violations()));
        }
        if (result.proposalCount() == 0) {
            out.println(dev.docshape.app.text.SearchWords.nothingFound(result));
            return;
        }
        Map<String, String> names = dev.docshape.app.text.SearchWords.subjectNames(model);
        double startScore = result.start().figures().score();
        for (int i = 0; i < result.proposalCount(); i++) {
            PricedDesign design = proposals.design(i);
            out.println();
            out.printf(Locale.ROOT, "%d. %s%s%n", i + 1, figures(design.figures(), unit), change(startScore, design.figures().score()));
            String patterns = PatternChanges.line(result.objective(), result.start(), design);
            if (!patterns.isEmpty()) out.println("   patterns: " + patterns);
            Optional<Proposal> explained = proposals.explained(i);
            if (explained.isEmpty()) {
                int changes = DesignChanges.between(model, result.start().design(), design.design()).size();
                out.println("   " + changes + (changes == 1 ? " change" : " changes") + ", not explained: the time budget ran out");
                continue;
            }
            for (DesignChange c : explained.get().changes()) {
                String rule = c.ruleId().map(id -> "  [advisor: " + id + "]").orElse("");
                out.println("   " + names.getOrDefault(c.subject(), c.subject()) + ": " + c.from() + " -> "
                        + c.to() + rule);
                effects(out, "helps", c.helps(), unit);
                effects(out, "hurts", c.hurts(), unit);
            }
        }
        out.println();
        if (proposals.unexplained() > 0) out.println(proposals.unexplainedNote());
        out.println("Add one to the project with --add K (and --as NAME).");
    }

    private static void effects(PrintWriter out, String verb, List<PatternEffect> effects, String unit) {
        for (int i = 0; i < Math.min(EFFECTS_SHOWN, effects.size()); i++) {
            PatternEffect e = effects.get(i);
            out.println("      " + verb + " " + e.name() + ": " + Numbers.apart(e.before(), e.after(), SearchResultPrinter::number).joined(" -> ") + " " + unit);
        }
        if (effects.size() > EFFECTS_SHOWN) out.println("      " + verb + " " + (effects.size() - EFFECTS_SHOWN) + " more");
    }

    private static String figures(DesignFigures f, String unit) {
        return "reads " + number(f.readCost()) + " " + unit + ", writes " + number(f.writeCost()) + " " + unit
                + ", storage " + Numbers.bytes(f.storageBytes()) + ", score " + number(f.score());
    }

    private static String change(double before, double after) {
        String change = dev.docshape.app.text.SearchWords.scoreChange(before, after);
        return change.isEmpty() ? "" : " (score " + change + ")";
    }

    static String number(double value) {
        return Numbers.tenths(value);
    }

    private static String stopped(SearchResult.StopReason reason) {
        return switch (reason) {
            case CONVERGED -> "no single change improves any more";
            case BUDGET -> "stopped at the time budget";
            case DESIGN_LIMIT -> "stopped at --max-designs";
            case CANCELLED -> "interrupted: the best designs so far";
        };
    }
}
