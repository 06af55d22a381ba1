package dev.docshape.app.cli;

import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

import java.io.PrintWriter;
import java.util.concurrent.Callable;

/** What every {@code docshape import} command shares: the project it writes ({@link ImportOutput}) and where it reports. */
abstract class ImportingCommand implements Callable<Integer> {
    @Mixin
    ImportOutput output;

    @Spec
    CommandSpec spec;

    /** Where the summary of the import is printed. */
    PrintWriter out() {
        return spec.commandLine().getOut();
    }
}
