package dev.docshape.app.analysis;

import java.nio.file.Path;
import java.util.Optional;

/**
 * The questions and notes the analysis panels show. The designer answers them with real dialogs
 * ({@link FxAnalysisDialogs}); tests give scripted answers, so no test waits on a modal dialog.
 */
public interface AnalysisDialogs {

    /** Asks for a folder to write into; empty when the user cancels. */
    Optional<Path> chooseFolder(String title, Path initialFolder);

    /** Asks for a name ("Keep design as snapshot"); empty when the user cancels. */
    Optional<String> askName(String title, String prompt, String suggested);

    void showInformation(String title, String message);

    void showError(String title, String message);
}
