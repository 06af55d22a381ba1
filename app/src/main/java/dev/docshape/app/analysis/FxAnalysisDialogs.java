package dev.docshape.app.analysis;

import javafx.scene.control.Alert;
import javafx.scene.control.TextInputDialog;
import javafx.stage.DirectoryChooser;
import javafx.stage.Window;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.function.Supplier;

/** Real dialogs, owned by the designer window. */
public final class FxAnalysisDialogs implements AnalysisDialogs {
    private final Supplier<Window> owner;

    /** @param owner the window the dialogs belong to (may give null before it is shown) */
    public FxAnalysisDialogs(Supplier<Window> owner) {
        this.owner = owner;
    }

    @Override
    public Optional<Path> chooseFolder(String title, Path initialFolder) {
        DirectoryChooser chooser = new DirectoryChooser();
        chooser.setTitle(title);
        if (initialFolder != null && Files.isDirectory(initialFolder)) chooser.setInitialDirectory(initialFolder.toFile());
        File chosen = chooser.showDialog(owner.get());
        return Optional.ofNullable(chosen).map(File::toPath);
    }

    @Override
    public Optional<String> askName(String title, String prompt, String suggested) {
        TextInputDialog dialog = new TextInputDialog(suggested);
        dialog.initOwner(owner.get());
        dialog.setTitle(title);
        dialog.setHeaderText(null);
        dialog.setContentText(prompt);
        return dialog.showAndWait().map(String::trim).filter(s -> !s.isEmpty());
    }

    @Override
    public void showInformation(String title, String message) {
        show(Alert.AlertType.INFORMATION, title, message);
    }

    @Override
    public void showError(String title, String message) {
        show(Alert.AlertType.ERROR, title, message);
    }

    private void show(Alert.AlertType type, String title, String message) {
        Alert alert = new Alert(type, message);
        alert.initOwner(owner.get());
        alert.setTitle(title);
        alert.setHeaderText(null);
        alert.showAndWait();
    }
}
