package dev.docshape.app.cli;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/** {@code docshape import json|sql|mongodb ...}: a new project from data or a schema the user already has. */
@Command(name = "import", mixinStandardHelpOptions = true,
        subcommands = {ImportJsonCommand.class, ImportSqlCommand.class, ImportMongoCommand.class},
        description = "Make a new project from what you already have: JSON documents (json), a relational schema (sql) "
                + "or a live MongoDB database (mongodb).")
final class ImportCommand implements Runnable {
    @Spec
    CommandSpec spec;

    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
    }
}
