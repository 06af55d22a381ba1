package dev.docshape.app.cli;

import dev.docshape.model.advice.Finding;
import picocli.CommandLine.Command;

import java.util.List;

/** {@code docshape advise FILE [--json]}. */
@Command(name = "advise", mixinStandardHelpOptions = true,
        description = "List the advisor's findings: the rule each comes from, the evidence, and a suggested mapping "
                + "with its effect on the estimate.")
final class AdviseCommand extends ReportCommand {

    @Override
    public Integer call() {
        LoadedProject loaded = project.load();
        List<Finding> findings = Findings.of(loaded, profile.profile());
        if (output.json) out().println(ReportJson.findings(findings));
        else FindingsText.print(findings, out());
        return ExitCodes.OK;
    }
}
