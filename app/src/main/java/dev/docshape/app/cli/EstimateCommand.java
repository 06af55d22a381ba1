package dev.docshape.app.cli;

import dev.docshape.model.estimate.Estimate;
import dev.docshape.model.estimate.Estimator;
import dev.docshape.model.profile.Profile;
import picocli.CommandLine.Command;

import java.io.PrintWriter;

/** {@code docshape estimate FILE [--profile mongodb|cosmos] [--json]}. */
@Command(name = "estimate", mixinStandardHelpOptions = true,
        description = "Estimate round trips, documents, bytes and request units for every access pattern, "
                + "and document sizes against the database's limits.")
final class EstimateCommand extends ReportCommand {

    @Override
    public Integer call() {
        LoadedProject loaded = project.load();
        Profile chosen = profile.profile();
        Estimate estimate = Estimator.estimate(loaded.project().model(), loaded.design(), chosen);
        PrintWriter out = out();
        var findings = Findings.of(loaded, chosen);
        if (output.json) {
            out.println(ReportJson.estimate(estimate, loaded.design().name(), findings));
        } else {
            EstimateTable.print(estimate, loaded.design().name(), out);
            DefaultsNote.print(loaded.project().model(), loaded.design(), out);
            out.println();
            FindingsText.print(findings, out);
        }
        return ExitCodes.OK;
    }
}
