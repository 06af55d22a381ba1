package dev.docshape.app.designer;

import dev.docshape.app.text.Words;
import javafx.beans.binding.Bindings;
import javafx.css.PseudoClass;
import javafx.scene.control.Label;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;

import java.util.Locale;

/** The line at the bottom: the last message, what is selected, the model's size and the zoom. */
final class StatusBar extends HBox {
    private static final PseudoClass WARNING = PseudoClass.getPseudoClass("warning");

    StatusBar(MainViewModel vm) {
        getStyleClass().add("status-bar");
        setId("status-bar");
        Label message = new Label();
        message.setId("status-message");
        message.getStyleClass().add("status-message");
        message.textProperty().bind(vm.status().text());
        vm.status().warning().addListener((obs, was, is) -> message.pseudoClassStateChanged(WARNING, is));
        Label selection = new Label();
        selection.setId("status-selection");
        selection.textProperty().bind(Bindings.createStringBinding(() -> {
            int selected = vm.selection().entities().size() + vm.selection().relationships().size() + vm.selection().notes().size();
            return selected == 0 ? "Nothing selected" : selected + " selected";
        }, vm.selection().entities(), vm.selection().relationships(), vm.selection().notes()));
        Label size = new Label();
        size.setId("status-size");
        size.textProperty().bind(Bindings.createStringBinding(
                () -> Words.count(vm.diagram().entities().size(), "entity", "entities") + " · "
                        + Words.count(vm.diagram().relationships().size(), "relationship"),
                vm.diagram().entities(), vm.diagram().relationships()));
        Label zoom = new Label();
        zoom.setId("status-zoom");
        zoom.setTooltip(new Tooltip("Zoom (Ctrl+wheel, Ctrl+= and Ctrl+-, Ctrl+0 for 100 %)"));
        zoom.textProperty().bind(Bindings.createStringBinding(
                () -> String.format(Locale.ROOT, "%d %%", Math.round(vm.viewport().zoom().get() * 100)), vm.viewport().zoom()));
        Region spacer = new Region();
        HBox.setHgrow(spacer, Priority.ALWAYS);
        for (Label l : new Label[]{selection, size, zoom}) l.getStyleClass().add("status-item");
        getChildren().addAll(message, spacer, selection, size, zoom);
    }
}
