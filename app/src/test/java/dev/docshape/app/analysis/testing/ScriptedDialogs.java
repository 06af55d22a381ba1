package dev.docshape.app.analysis.testing;

import dev.docshape.app.analysis.AnalysisDialogs;

import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Optional;

/** Dialog answers given in advance, and the notes shown, for tests. */
public final class ScriptedDialogs implements AnalysisDialogs {
    private final Deque<Optional<Path>> folders = new ArrayDeque<>();
    private final Deque<Optional<String>> names = new ArrayDeque<>();
    public final List<String> information = new ArrayList<>();
    public final List<String> errors = new ArrayList<>();

    public ScriptedDialogs answerFolder(Path folder) {
        folders.add(Optional.ofNullable(folder));
        return this;
    }

    public ScriptedDialogs answerName(String name) {
        names.add(Optional.ofNullable(name));
        return this;
    }

    @Override
    public Optional<Path> chooseFolder(String title, Path initialFolder) {
        if (folders.isEmpty()) throw new AssertionError("unexpected folder chooser: " + title);
        return folders.poll();
    }

    @Override
    public Optional<String> askName(String title, String prompt, String suggested) {
        if (names.isEmpty()) throw new AssertionError("unexpected name prompt: " + title);
        return names.poll();
    }

    @Override
    public void showInformation(String title, String message) {
        information.add(title + ": " + message);
    }

    @Override
    public void showError(String title, String message) {
        errors.add(title + ": " + message);
    }
}
