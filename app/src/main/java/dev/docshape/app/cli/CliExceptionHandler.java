package dev.docshape.app.cli;

import picocli.CommandLine;

/**
 * Turns any failure inside a command into one line on stderr and exit status 2: a user of the
 * command line never sees a stack trace. {@code DOCSHAPE_DEBUG=1} prints the trace for developers.
 */
final class CliExceptionHandler implements CommandLine.IExecutionExceptionHandler {
    @Override
    public int handleExecutionException(Exception ex, CommandLine commandLine, CommandLine.ParseResult parseResult) {
        String message = ex instanceof CliException ? ex.getMessage() : describe(ex);
        commandLine.getErr().println(commandLine.getCommandSpec().qualifiedName(" ") + ": " + message);
        if (System.getenv("DOCSHAPE_DEBUG") != null) ex.printStackTrace(commandLine.getErr());
        return ExitCodes.USAGE;
    }

    private static String describe(Exception ex) {
        String message = ex.getMessage();
        return message == null || message.isBlank() ? ex.getClass().getSimpleName() : message;
    }
}
