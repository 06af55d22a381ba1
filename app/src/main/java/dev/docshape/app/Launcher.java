package dev.docshape.app;

import dev.docshape.app.cli.DocShapeCli;
import dev.docshape.app.cli.ExitCodes;
import dev.docshape.app.designer.DesignerApp;
import dev.docshape.storage.file.ProjectFiles;
import javafx.application.Application;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Optional;

/**
 * The program's entry point. A plain class (not an {@link Application}) so that a class-path
 * launch and jpackage can start JavaFX. No arguments opens the designer, and so does a single project
 * file (what a desktop passes for a double-clicked {@code .docshape} file); anything else is a command
 * of the command line.
 */
public final class Launcher {
    private Launcher() {
    }

    public static void main(String[] args) {
        makeArchiveFolder(System.getProperty("docshape.cds.folder"));
        if (args.length == 1 && ClassTraining.FLAG.equals(args[0])) {
            System.exit(ClassTraining.run(System.out));
        } else if (args.length == 0 || isProjectFile(args)) {
            openWindow(args);
        } else {
            System.exit(DocShapeCli.run(args));
        }
    }

    /** Opens the designer, or says in one line why there is no display to open it on (exit status 2). */
    private static void openWindow(String[] args) {
        Optional<String> noDisplay = DisplayCheck.missing(System.getProperty("os.name", ""), System.getenv(),
                System.getProperty("glass.platform"));
        if (noDisplay.isPresent()) exitWith(noDisplay.get());
        DesignerApp.findStartFile(args);
        try {
            Application.launch(DesignerApp.class, args);
        } catch (RuntimeException e) {
            Optional<String> unreachable = DisplayCheck.unreachable(e);
            if (unreachable.isEmpty()) throw e;
            exitWith(unreachable.get());
        }
    }

    private static void exitWith(String message) {
        System.err.println("docshape: " + message);
        System.exit(ExitCodes.USAGE);
    }

    /**
     * The installed launcher (JDK 25 and later) records a class-data archive into this folder when the JVM ends,
     * and the JVM fails at that point if the folder is missing (installer/src/jpackage/cds-auto-linux.args,
     * decision 0384). A folder the launcher could not expand ({@code $HOME} unset) is left alone.
     */
    static void makeArchiveFolder(String folder) {
        if (folder == null || folder.isBlank() || folder.contains("$")) return;
        try {
            Files.createDirectories(Path.of(folder));
        } catch (IOException | RuntimeException e) {
            System.err.println("docshape: cannot make " + folder + " for the faster start: " + e.getMessage());
        }
    }

    static boolean isProjectFile(String[] args) {
        return args.length == 1 && !args[0].startsWith("-")
                && args[0].toLowerCase(Locale.ROOT).endsWith(ProjectFiles.EXTENSION);
    }
}
