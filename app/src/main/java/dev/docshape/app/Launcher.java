package dev.docshape.app;

import dev.docshape.app.cli.DocShapeCli;
import dev.docshape.app.designer.DesignerApp;
import javafx.application.Application;

/**
 * The program's entry point. A plain class (not an {@link Application}) so that a class-path
 * launch and jpackage can start JavaFX. No arguments opens the designer; anything else is a
 * command of the command line.
 */
public final class Launcher {
    private Launcher() {
    }

    public static void main(String[] args) {
        if (args.length == 0) {
            Application.launch(DesignerApp.class, args);
        } else {
            System.exit(DocShapeCli.run(args));
        }
    }
}
