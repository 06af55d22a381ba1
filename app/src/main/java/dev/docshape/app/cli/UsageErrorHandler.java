package dev.docshape.app.cli;

import picocli.CommandLine;

import java.io.PrintWriter;

/** A wrong argument: one line naming it, a hint where help is, exit status 2. */
final class UsageErrorHandler implements CommandLine.IParameterExceptionHandler {
    @Override
    public int handleParseException(CommandLine.ParameterException ex, String[] args) {
        CommandLine commandLine = ex.getCommandLine();
        PrintWriter err = commandLine.getErr();
        String command = commandLine.getCommandSpec().qualifiedName(" ");
        err.println(command + ": " + ex.getMessage());
        err.println("Try '" + command + " --help' for more information.");
        return ExitCodes.USAGE;
    }
}
