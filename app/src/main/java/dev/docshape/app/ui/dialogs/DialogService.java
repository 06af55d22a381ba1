package dev.docshape.app.ui.dialogs;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * Every question the designer window asks the user, and every note it shows, for the designer and
 * the analysis panels alike. The window uses {@link FxDialogService}; tests give scripted answers,
 * so no test ever waits on a modal dialog.
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

    /**
     * Asks for a file to write other than a project ("Migration Script"); empty when the user cancels.
     *
     * @param kind      what the file holds, with its extension ("mongosh scripts (*.js)")
     * @param extension the extension without the dot ("js")
     */
    Optional<Path> chooseFileToWrite(String title, Path initialDirectory, String suggestedName, String kind, String extension);

    /** Asks for a folder to write into ("Export Diagrams"); empty when the user cancels. */
    Optional<Path> chooseFolder(String title, Path initialFolder);

    /** A kind of file a chooser offers: "SQL scripts (*.sql)" with its patterns ("*.sql"). */
    record FileKind(String description, List<String> patterns) {
        public FileKind {
            patterns = List.copyOf(patterns);
        }
    }

    /** Asks for the files to import ({@code several}: one or more); empty when the user cancels. */
    List<Path> chooseFilesToImport(String title, Path initialDirectory, FileKind kind, boolean several);

    /** Asks to go ahead with something that cannot be undone; true only when the user clicks {@code confirmLabel}. */
    boolean confirm(String title, String message, String confirmLabel);

    /** Asks for a name ("Keep design as snapshot"); empty when the user cancels or gives a blank one. */
    Optional<String> askName(String title, String prompt, String suggested);

    /** One thing a {@link Checklist} offers: what it is called and one line on what it does. */
    record Tick(String label, String description) {
    }

    /**
     * A question answered by ticking some of {@code offered} ("Export JSON Templates": the parts).
     *
     * @param ticked       the labels ticked when the dialog opens (the choice made last)
     * @param confirmLabel the button that goes ahead ("Export"); it is off while nothing is ticked
     * @param whenNone     the line saying why it is off ("Tick at least one part to export.")
     */
    record Checklist(String title, String prompt, List<Tick> offered, java.util.Set<String> ticked, String confirmLabel,
                     String whenNone) {
        public Checklist {
            offered = List.copyOf(offered);
            ticked = java.util.Set.copyOf(ticked);
        }
    }

    /** Asks to tick some of a checklist; the labels ticked, in the order offered (never none), or empty when the user cancels. */
    Optional<List<String>> chooseSeveral(Checklist checklist);

    /** Asks to pick one of {@code choices} ("Export Application Code": the language); empty when the user cancels. */
    Optional<String> chooseOne(String title, String prompt, java.util.List<String> choices, String suggested);
}
