package dev.docshape.app.cli;

/** The process exit statuses of the command line. */
public final class ExitCodes {
    public static final int OK = 0;
    /** {@code validate} found errors in the project. */
    public static final int INVALID = 1;
    /** A usage error or input that cannot be read. */
    public static final int USAGE = 2;

    private ExitCodes() {
    }
}
