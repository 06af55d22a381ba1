package dev.docshape.app.cli;

import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

import java.io.PrintWriter;
import java.util.concurrent.Callable;

/** A command on one project file: {@code FILE [--design NAME]}, and where it prints. */
abstract class ProjectCommand implements Callable<Integer> {

    @Mixin
    ProjectOptions project;

    @Spec
    CommandSpec spec;

    PrintWriter out() {
        return spec.commandLine().getOut();
    }

    PrintWriter err() {
        return spec.commandLine().getErr();
    }
}
