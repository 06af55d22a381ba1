package dev.docshape.app.cli;

import dev.docshape.model.advice.Finding;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

import java.util.List;
import java.util.concurrent.Callable;

/** {@code docshape advise FILE [--json]}. */
@Command(name = "advise", mixinStandardHelpOptions = true,
        description = "List the advisor's findings: the rule each comes from, the evidence, and a suggested mapping "
                + "with its effect on the estimate.")
final class AdviseCommand implements Callable<Integer> {

    @Mixin
    ProjectOptions project;

    @Mixin
    ProfileOption profile;

    @Mixin
    JsonOption output;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        LoadedProject loaded = project.load();
        List<Finding> findings = Findings.of(loaded, profile.profile());
        if (output.json) spec.commandLine().getOut().println(ReportJson.findings(findings));
        else FindingsText.print(findings, spec.commandLine().getOut());
        return ExitCodes.OK;
    }
}
