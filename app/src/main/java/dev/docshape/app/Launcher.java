package dev.docshape.app;

import dev.docshape.app.cli.DocShapeCli;
import dev.docshape.app.designer.DesignerApp;
import dev.docshape.storage.file.ProjectFiles;
import javafx.application.Application;

import java.util.Locale;

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
        if (args.length == 0 || isProjectFile(args)) {
            Application.launch(DesignerApp.class, args);
        } else {
            System.exit(DocShapeCli.run(args));
        }
    }

    static boolean isProjectFile(String[] args) {
        return args.length == 1 && !args[0].startsWith("-")
                && args[0].toLowerCase(Locale.ROOT).endsWith(ProjectFiles.EXTENSION);
    }
}
