package dev.docshape.app.cli;

import dev.docshape.model.advice.Effect;
import dev.docshape.model.advice.Finding;

import java.io.PrintWriter;
import java.util.List;

/** The human-readable form of the advisor's findings. */
final class FindingsText {
    private FindingsText() {
    }

    static void print(List<Finding> findings, PrintWriter out) {
        if (findings.isEmpty()) {
            out.println("No findings: the design follows every rule of thumb for these access patterns.");
            return;
        }
        out.println(findings.size() + (findings.size() == 1 ? " finding:" : " findings:"));
        for (Finding f : findings) {
            out.println();
            out.println(f.severity().name() + "  [" + f.ruleId() + "]  " + subject(f));
            out.println("  " + f.message());
            for (String fact : f.evidence().facts()) out.println("  - " + fact);
            f.suggestion().ifPresent(s -> out.println("  suggestion: " + s.description()));
            f.effect().map(Effect::summary).filter(text -> !text.isEmpty())
                    .ifPresent(text -> out.println("  effect: " + text));
        }
    }

    static String subject(Finding f) {
        return f.subject().kind().name().toLowerCase() + " " + f.subject().id();
    }
}
