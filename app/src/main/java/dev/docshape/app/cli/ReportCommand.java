package dev.docshape.app.cli;

import picocli.CommandLine.Mixin;

/** A command that reports figures for a database profile, as text or {@code --json}. */
abstract class ReportCommand extends ProjectCommand {

    @Mixin
    ProfileOption profile;

    @Mixin
    JsonOption output;
}
