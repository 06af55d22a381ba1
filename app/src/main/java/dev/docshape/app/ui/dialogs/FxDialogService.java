package dev.docshape.app.ui.dialogs;

import javafx.scene.control.Alert;
import javafx.scene.control.ButtonBar;
import javafx.scene.control.ButtonType;
import javafx.scene.control.Label;
import javafx.scene.control.TextInputDialog;
import javafx.stage.DirectoryChooser;
import javafx.stage.FileChooser;
import javafx.stage.Window;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;

/** The real dialogs: JavaFX alerts and file choosers, owned by the designer window. */
public final class FxDialogService implements DialogService {
    private static final FileChooser.ExtensionFilter PROJECT_FILES =
            new FileChooser.ExtensionFilter("DocShape projects (*.docshape)", "*.docshape");

    /** The width of a message's text: a dialog stays well inside a 1,400-pixel screen however long its lines. */
    static final double TEXT_WIDTH = 520;
    private final Supplier<Window> owner;

    public FxDialogService(Supplier<Window> owner) {
        this.owner = owner;
    }

    @Override
    public void showError(String title, String message) {
        alert(Alert.AlertType.ERROR, title, message).showAndWait();
    }

    @Override
    public void showInformation(String title, String message) {
        alert(Alert.AlertType.INFORMATION, title, message).showAndWait();
    }

    @Override
    public SaveChoice askSaveChanges(String documentName, String action) {
        ButtonType save = new ButtonType("Save", ButtonBar.ButtonData.YES);
        ButtonType discard = new ButtonType("Don't save", ButtonBar.ButtonData.NO);
        Alert alert = alert(Alert.AlertType.CONFIRMATION, "Unsaved changes",
                "Save the changes to \"" + documentName + "\" before " + action + "?");
        alert.getButtonTypes().setAll(save, discard, ButtonType.CANCEL);
        ButtonType answer = alert.showAndWait().orElse(ButtonType.CANCEL);
        if (answer == save) return SaveChoice.SAVE;
        if (answer == discard) return SaveChoice.DISCARD;
        return SaveChoice.CANCEL;
    }

    @Override
    public boolean askRecover(String details) {
        ButtonType recover = new ButtonType("Recover", ButtonBar.ButtonData.YES);
        ButtonType discard = new ButtonType("Discard", ButtonBar.ButtonData.NO);
        Alert alert = alert(Alert.AlertType.CONFIRMATION, "Recover unsaved work",
                "DocShape was not closed properly last time. " + details + "\nRecover it?");
        alert.getButtonTypes().setAll(recover, discard);
        return alert.showAndWait().orElse(discard) == recover;
    }

    @Override
    public Optional<Path> chooseFileToOpen(Path initialDirectory) {
        FileChooser chooser = chooser("Open project", initialDirectory);
        return Optional.ofNullable(chooser.showOpenDialog(owner.get())).map(File::toPath);
    }

    @Override
    public Optional<Path> chooseFileToSave(Path initialDirectory, String suggestedName) {
        FileChooser chooser = chooser("Save project as", initialDirectory);
        chooser.setInitialFileName(suggestedName);
        return Optional.ofNullable(chooser.showSaveDialog(owner.get())).map(File::toPath);
    }

    @Override
    public Optional<Path> chooseFileToWrite(String title, Path initialDirectory, String suggestedName, String kind, String extension) {
        FileChooser chooser = new FileChooser();
        chooser.setTitle(title);
        chooser.getExtensionFilters().add(new FileChooser.ExtensionFilter(kind, "*." + extension));
        if (initialDirectory != null && Files.isDirectory(initialDirectory)) chooser.setInitialDirectory(initialDirectory.toFile());
        chooser.setInitialFileName(suggestedName);
        return Optional.ofNullable(chooser.showSaveDialog(owner.get())).map(File::toPath);
    }

    @Override
    public Optional<Path> chooseFolder(String title, Path initialFolder) {
        DirectoryChooser chooser = new DirectoryChooser();
        chooser.setTitle(title);
        if (initialFolder != null && Files.isDirectory(initialFolder)) chooser.setInitialDirectory(initialFolder.toFile());
        return Optional.ofNullable(chooser.showDialog(owner.get())).map(File::toPath);
    }

    @Override
    public List<Path> chooseFilesToImport(String title, Path initialDirectory, FileKind kind, boolean several) {
        FileChooser chooser = new FileChooser();
        chooser.setTitle(title);
        chooser.getExtensionFilters().addAll(new FileChooser.ExtensionFilter(kind.description(), kind.patterns()),
                new FileChooser.ExtensionFilter("All files", "*"));
        if (initialDirectory != null && Files.isDirectory(initialDirectory)) chooser.setInitialDirectory(initialDirectory.toFile());
        if (several) {
            List<File> files = chooser.showOpenMultipleDialog(owner.get());
            return files == null ? List.of() : files.stream().map(File::toPath).toList();
        }
        File file = chooser.showOpenDialog(owner.get());
        return file == null ? List.of() : List.of(file.toPath());
    }

    @Override
    public boolean confirm(String title, String message, String confirmLabel) {
        ButtonType go = new ButtonType(confirmLabel, ButtonBar.ButtonData.OK_DONE);
        Alert alert = alert(Alert.AlertType.CONFIRMATION, title, message);
        alert.getButtonTypes().setAll(go, ButtonType.CANCEL);
        ((javafx.scene.control.Button) alert.getDialogPane().lookupButton(ButtonType.CANCEL)).setDefaultButton(true);
        ((javafx.scene.control.Button) alert.getDialogPane().lookupButton(go)).setDefaultButton(false);
        return alert.showAndWait().orElse(ButtonType.CANCEL) == go;
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
    public Optional<List<String>> chooseSeveral(Checklist checklist) {
        return ChecklistDialog.of(checklist, owner.get()).showAndWait().filter(ticked -> !ticked.isEmpty());
    }

    @Override
    public Optional<String> chooseOne(String title, String prompt, java.util.List<String> choices, String suggested) {
        javafx.scene.control.ChoiceDialog<String> dialog = new javafx.scene.control.ChoiceDialog<>(
                choices.contains(suggested) ? suggested : choices.get(0), choices);
        dialog.initOwner(owner.get());
        dialog.setTitle(title);
        dialog.setHeaderText(null);
        dialog.setContentText(prompt);
        return dialog.showAndWait();
    }

    private FileChooser chooser(String title, Path initialDirectory) {
        FileChooser chooser = new FileChooser();
        chooser.setTitle(title);
        chooser.getExtensionFilters().add(PROJECT_FILES);
        if (initialDirectory != null && Files.isDirectory(initialDirectory)) {
            chooser.setInitialDirectory(initialDirectory.toFile());
        }
        return chooser;
    }

    private Alert alert(Alert.AlertType type, String title, String message) {
        Alert alert = new Alert(type);
        alert.initOwner(owner.get());
        alert.setTitle(title);
        alert.setHeaderText(title);
        Label content = new Label(message);
        content.setId("dialog-message");
        content.setWrapText(true);
        // the pane sizes itself from the content's preferred width: without one, a long line makes it wider than the screen
        content.setPrefWidth(TEXT_WIDTH);
        content.setMaxWidth(TEXT_WIDTH);
        content.setMinHeight(javafx.scene.layout.Region.USE_PREF_SIZE);
        javafx.geometry.Rectangle2D screen = javafx.stage.Screen.getPrimary().getVisualBounds();
        javafx.scene.control.ScrollPane scroll = new javafx.scene.control.ScrollPane(content);
        scroll.setFitToWidth(true);
        scroll.setHbarPolicy(javafx.scene.control.ScrollPane.ScrollBarPolicy.NEVER);
        scroll.setPrefViewportWidth(TEXT_WIDTH + 16);
        // measured as text: the label has no skin yet, and a scroll pane without a viewport height takes its content's
        javafx.scene.text.Text measure = new javafx.scene.text.Text(message);
        measure.setFont(content.getFont());
        measure.setWrappingWidth(TEXT_WIDTH);
        double tall = Math.min(measure.getLayoutBounds().getHeight() + 8, screen.getHeight() * 0.6);
        scroll.setPrefViewportHeight(tall);
        scroll.setMaxHeight(screen.getHeight() * 0.6 + 4);
        scroll.getStyleClass().add("dialog-message-scroll");
        alert.getDialogPane().setContent(scroll);
        alert.getDialogPane().setMaxWidth(Math.min(screen.getWidth() - 40, TEXT_WIDTH + 120));
        alert.setResizable(true);
        return alert;
    }
}
