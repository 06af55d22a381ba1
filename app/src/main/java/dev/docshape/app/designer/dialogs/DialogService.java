package dev.docshape.app.designer.dialogs;

import java.nio.file.Path;
import java.util.Optional;

/**
 * Every question the designer asks the user. The window uses {@link FxDialogService}; tests give
 * scripted answers, so no test ever waits on a modal dialog.
 */
public interface DialogService {

    /** What to do with unsaved changes before they would be lost. */
    enum SaveChoice { SAVE, DISCARD, CANCEL }

    void showError(String title, String message);

    void showInformation(String title, String message);

    /** Asks whether to save the changes to {@code documentName} before {@code action} ("opening a file"). */
    SaveChoice askSaveChanges(String documentName, String action);

    /** Asks whether to recover the work autosaved before a crash; {@code details} names it. */
    boolean askRecover(String details);

    Optional<Path> chooseFileToOpen(Path initialDirectory);

    Optional<Path> chooseFileToSave(Path initialDirectory, String suggestedName);
}
