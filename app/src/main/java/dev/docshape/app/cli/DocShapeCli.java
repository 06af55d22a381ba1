package dev.docshape.app.cli;

/** The command line: {@code docshape <command> ...}. */
public final class DocShapeCli {
    private DocShapeCli() {
    }

    /** Runs one command and returns the process exit status. */
    public static int run(String[] args) {
        System.err.println("docshape: the command line is not built yet");
        return 2;
    }
}
