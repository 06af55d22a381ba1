package dev.docshape.app.ui.dialogs;

import javafx.application.Platform;
import javafx.beans.Observable;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.geometry.Insets;
import javafx.scene.control.Button;
import javafx.scene.control.ButtonBar;
import javafx.scene.control.ButtonType;
import javafx.scene.control.CheckBox;
import javafx.scene.control.Dialog;
import javafx.scene.control.Label;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.VBox;
import javafx.stage.Window;

import java.util.ArrayList;
import java.util.List;

/**
 * The dialog of a {@link DialogService.Checklist}: a check box per offer with its line below it, and the confirm
 * button off, with the reason under the list, while nothing is ticked. Tab goes from box to box, Space ticks, Enter
 * confirms.
 */
final class ChecklistDialog {
    /** The left edge of a box's text, where its line starts. */
    private static final double TEXT_INDENT = 24;

    private ChecklistDialog() {
    }

    static Dialog<List<String>> of(DialogService.Checklist list, Window owner) {
        Dialog<List<String>> dialog = new Dialog<>();
        dialog.initOwner(owner);
        dialog.setTitle(list.title());
        dialog.setHeaderText(list.prompt());
        if (owner != null && owner.getScene() != null) {
            // the window's theme (light or dark) and the rules for the lines below
            dialog.getDialogPane().getStylesheets().setAll(owner.getScene().getStylesheets());
        }
        ButtonType go = new ButtonType(list.confirmLabel(), ButtonBar.ButtonData.OK_DONE);
        dialog.getDialogPane().getButtonTypes().setAll(go, ButtonType.CANCEL);

        List<CheckBox> boxes = new ArrayList<>();
        VBox rows = new VBox(10);
        rows.setId("checklist");
        for (int i = 0; i < list.offered().size(); i++) {
            DialogService.Tick tick = list.offered().get(i);
            CheckBox box = new CheckBox(tick.label());
            box.setId("checklist-" + i);
            box.setSelected(list.ticked().contains(tick.label()));
            box.setAccessibleHelp(tick.description());
            Label line = new Label(tick.description());
            line.getStyleClass().add("checklist-description");
            line.setWrapText(true);
            line.setLabelFor(box);
            VBox.setMargin(line, new Insets(0, 0, 0, TEXT_INDENT));
            boxes.add(box);
            rows.getChildren().add(new VBox(2, box, line));
        }
        BooleanBinding none = Bindings.createBooleanBinding(() -> boxes.stream().noneMatch(CheckBox::isSelected),
                boxes.stream().map(CheckBox::selectedProperty).toArray(Observable[]::new));
        Label reason = new Label(list.whenNone());
        reason.setId("checklist-reason");
        reason.getStyleClass().add("checklist-reason");
        reason.setWrapText(true);
        // kept in the layout while hidden, so the dialog does not change size as boxes are ticked
        reason.visibleProperty().bind(none);
        rows.getChildren().add(reason);
        rows.setPrefWidth(FxDialogService.TEXT_WIDTH);
        rows.setMaxWidth(FxDialogService.TEXT_WIDTH);
        dialog.getDialogPane().setContent(rows);
        Button confirm = (Button) dialog.getDialogPane().lookupButton(go);
        confirm.disableProperty().bind(none);
        // Enter confirms wherever the keyboard is, as on the button itself (a check box with the keyboard did not pass it on)
        dialog.getDialogPane().addEventFilter(KeyEvent.KEY_PRESSED, e -> {
            if (e.getCode() == KeyCode.ENTER && !confirm.isDisabled()) {
                e.consume();
                confirm.fire();
            }
        });
        dialog.setResultConverter(button -> button != go ? null
                : boxes.stream().filter(CheckBox::isSelected).map(CheckBox::getText).toList());
        // after the dialog has given the keyboard to its default button, so that Space ticks rather than confirms
        if (!boxes.isEmpty()) dialog.setOnShown(e -> Platform.runLater(() -> boxes.get(0).requestFocus()));
        return dialog;
    }
}
