package dev.docshape.app.cli;

/** A failure to report as one line on stderr, with exit status {@link ExitCodes#USAGE}. */
public class CliException extends RuntimeException {
    public CliException(String message) {
        super(message);
    }

    public CliException(String message, Throwable cause) {
        super(message, cause);
    }
}
