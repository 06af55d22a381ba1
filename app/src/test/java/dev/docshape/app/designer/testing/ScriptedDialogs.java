package dev.docshape.app.designer.testing;

import dev.docshape.app.ui.dialogs.DialogService;

import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Optional;

/**
 * Answers the window's questions (the designer's and the analysis panels') from a script and
 * records what it was told, for tests. {@link #information} and {@link #errors} hold the notes as
 * "title: message"; {@link #shown} holds every dialog in order.
 */
public final class ScriptedDialogs implements DialogService {
    /** One dialog that was shown. */
    public record Shown(String kind, String title, String message) {
    }

    public final List<Shown> shown = new ArrayList<>();
    public final Deque<SaveChoice> saveAnswers = new ArrayDeque<>();
    public final Deque<Boolean> recoverAnswers = new ArrayDeque<>();
    public final Deque<Path> openAnswers = new ArrayDeque<>();
    public final Deque<Path> saveAsAnswers = new ArrayDeque<>();
    private final Deque<Optional<Path>> folders = new ArrayDeque<>();
    private final Deque<Optional<String>> names = new ArrayDeque<>();
    private final Deque<Optional<String>> choices = new ArrayDeque<>();
    public final Deque<List<Path>> importAnswers = new ArrayDeque<>();
    public final Deque<Boolean> confirmAnswers = new ArrayDeque<>();
    public final List<String> information = new ArrayList<>();
    public final List<String> errors = new ArrayList<>();

    public ScriptedDialogs answerFolder(Path folder) {
        folders.add(Optional.ofNullable(folder));
        return this;
    }

    private DialogService choicesShownBy;

    /** Shows choices with {@code real} (the window's dialogs) when no answer is scripted, for a test that picks as the user does. */
    public ScriptedDialogs choicesShownBy(DialogService real) {
        choicesShownBy = real;
        return this;
    }

    /** The answer to the next choice: one of the choices offered, or null to cancel. */
    public ScriptedDialogs answerChoice(String choice) {
        choices.add(Optional.ofNullable(choice));
        return this;
    }

    public ScriptedDialogs answerName(String name) {
        names.add(Optional.ofNullable(name));
        return this;
    }

    @Override
    public void showError(String title, String message) {
        shown.add(new Shown("error", title, message));
        errors.add(title + ": " + message);
    }

    @Override
    public void showInformation(String title, String message) {
        shown.add(new Shown("information", title, message));
        information.add(title + ": " + message);
    }

    @Override
    public SaveChoice askSaveChanges(String documentName, String action) {
        shown.add(new Shown("save-changes", documentName, action));
        if (saveAnswers.isEmpty()) throw new AssertionError("unexpected question: save changes to " + documentName + " before " + action);
        return saveAnswers.pop();
    }

    @Override
    public boolean askRecover(String details) {
        shown.add(new Shown("recover", "Recover unsaved work", details));
        if (recoverAnswers.isEmpty()) throw new AssertionError("unexpected question: recover " + details);
        return recoverAnswers.pop();
    }

    /** The folders the Open and Save As choosers started in, in order. */
    public final List<Path> startFolders = new ArrayList<>();

    @Override
    public Optional<Path> chooseFileToOpen(Path initialDirectory) {
        startFolders.add(initialDirectory);
        shown.add(new Shown("open", "Open project", String.valueOf(initialDirectory)));
        return Optional.ofNullable(openAnswers.poll());
    }

    @Override
    public Optional<Path> chooseFileToSave(Path initialDirectory, String suggestedName) {
        startFolders.add(initialDirectory);
        shown.add(new Shown("save-as", "Save project as", suggestedName));
        return Optional.ofNullable(saveAsAnswers.poll());
    }

    /** Answers for {@link #chooseFileToWrite}, in order; none left answers as if the user cancelled. */
    public final Deque<Path> writeAnswers = new ArrayDeque<>();
    /** The folder each {@link #chooseFileToWrite} started in, in order. */
    public final List<Path> writeFolders = new ArrayList<>();

    @Override
    public Optional<Path> chooseFileToWrite(String title, Path initialDirectory, String suggestedName, String kind, String extension) {
        shown.add(new Shown("write", title, suggestedName));
        writeFolders.add(initialDirectory);
        return Optional.ofNullable(writeAnswers.poll());
    }

    @Override
    public Optional<Path> chooseFolder(String title, Path initialFolder) {
        shown.add(new Shown("folder", title, String.valueOf(initialFolder)));
        if (folders.isEmpty()) throw new AssertionError("unexpected folder chooser: " + title);
        return folders.poll();
    }

    @Override
    public List<Path> chooseFilesToImport(String title, Path initialDirectory, FileKind kind, boolean several) {
        shown.add(new Shown("import", title, kind.description()));
        if (importAnswers.isEmpty()) throw new AssertionError("unexpected file chooser: " + title);
        return importAnswers.poll();
    }

    @Override
    public boolean confirm(String title, String message, String confirmLabel) {
        shown.add(new Shown("confirm", title, message));
        if (confirmAnswers.isEmpty()) throw new AssertionError("unexpected question: " + title + ": " + message);
        return confirmAnswers.poll();
    }

    @Override
    public Optional<String> askName(String title, String prompt, String suggested) {
        shown.add(new Shown("name", title, prompt));
        if (names.isEmpty()) throw new AssertionError("unexpected name prompt: " + title);
        return names.poll();
    }

    @Override
    public Optional<String> chooseOne(String title, String prompt, List<String> offered, String suggested) {
        shown.add(new Shown("choice", title, prompt + " " + offered + " (suggested: " + suggested + ")"));
        if (choices.isEmpty() && choicesShownBy != null) return choicesShownBy.chooseOne(title, prompt, offered, suggested);
        if (choices.isEmpty()) throw new AssertionError("unexpected choice: " + title);
        Optional<String> answer = choices.poll();
        answer.ifPresent(a -> {
            if (!offered.contains(a)) throw new AssertionError(a + " is not among the choices " + offered);
        });
        return answer;
    }

    /** Answers for {@link #chooseSeveral}: the labels to tick, or null to cancel; none left and no {@link #checklistsShownBy}: unexpected. */
    public final Deque<Optional<List<String>>> checklistAnswers = new ArrayDeque<>();
    /** The checklists asked, in order (what each offered ticked at first). */
    public final List<Checklist> checklists = new ArrayList<>();
    private DialogService checklistsShownBy;

    /** Shows checklists with {@code real} (the window's dialogs), for a test that ticks them as the user does. */
    public ScriptedDialogs checklistsShownBy(DialogService real) {
        checklistsShownBy = real;
        return this;
    }

    @Override
    public Optional<List<String>> chooseSeveral(Checklist checklist) {
        shown.add(new Shown("checklist", checklist.title(), checklist.prompt() + " " + checklist.ticked()));
        checklists.add(checklist);
        if (checklistAnswers.isEmpty() && checklistsShownBy != null) return checklistsShownBy.chooseSeveral(checklist);
        if (checklistAnswers.isEmpty()) throw new AssertionError("unexpected checklist: " + checklist.title());
        return checklistAnswers.poll();
    }

    /** The error dialogs shown, in order. */
    public List<Shown> errors() {
        return shown.stream().filter(s -> s.kind().equals("error")).toList();
    }

    public boolean asked(String kind) {
        return shown.stream().anyMatch(s -> s.kind().equals(kind));
    }
}
