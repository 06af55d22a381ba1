package dev.docshape.app.analysis.preview;

import dev.docshape.app.analysis.Ui;
import dev.docshape.model.estimate.SizeStatus;
import javafx.css.PseudoClass;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.ContextMenu;
import javafx.scene.control.Label;
import javafx.scene.input.Clipboard;
import javafx.scene.input.ClipboardContent;
import javafx.scene.input.KeyCode;
import javafx.scene.input.MouseButton;
import javafx.scene.input.MouseEvent;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;
import javafx.scene.layout.Priority;

/**
 * The JSON preview panel: a collection chooser, the example document (coloured, foldable,
 * copyable) and its size drawn against the profile's limit.
 */
public final class PreviewView extends VBox {
    private static final PseudoClass WARN = PseudoClass.getPseudoClass("warn");
    private static final PseudoClass OVER = PseudoClass.getPseudoClass("over");

    private final PreviewViewModel vm;
    private final JsonTreeView json = new JsonTreeView();
    private final SizeBar sizeBar = new SizeBar();
    private final Label sizeText = new Label();
    private final Label sizeHeading = Ui.heading("Document size");

    /** @param expand the catalogue's buttons (decision 0291): Expand Document, Fold Document, Copy Document */
    public PreviewView(PreviewViewModel vm, Button expand, Button fold, Button copy) {
        this.vm = vm;
        getStyleClass().addAll("analysis-panel", "preview-panel");
        setId("preview-panel");

        ComboBox<String> chooser = new ComboBox<>(vm.state().collections());
        chooser.setId("preview-collection");
        chooser.valueProperty().bindBidirectional(vm.collectionProperty());
        chooser.setMaxWidth(Double.MAX_VALUE);
        chooser.setPrefWidth(160);
        VBox.setVgrow(chooser, Priority.NEVER);
        var header = Ui.row(new Label("Collection"), chooser, Ui.spring(),
                expand, fold, copy);
        javafx.scene.layout.HBox.setHgrow(chooser, Priority.SOMETIMES);

        json.setId("preview-json");
        json.setOnKeyPressed(e -> {
            if (e.isShortcutDown() && e.getCode() == KeyCode.C) {
                copy();
                e.consume();
            }
        });
        Label message = Ui.note("");
        message.setId("preview-message");
        message.textProperty().bind(vm.state().message());
        message.visibleProperty().bind(vm.state().message().isNotEmpty());
        StackPane documentArea = new StackPane(json, message);
        VBox.setVgrow(documentArea, Priority.ALWAYS);

        sizeText.setId("preview-size");
        sizeText.getStyleClass().add("size-text");
        sizeText.setWrapText(true);
        sizeText.textProperty().bind(vm.state().sizeText());
        sizeBar.setId("preview-size-bar");
        VBox sizeBox = new VBox(4, sizeHeading, sizeBar, sizeText);
        sizeBox.getStyleClass().add("size-box");

        getChildren().addAll(header, documentArea, sizeBox);
        vm.previewProperty().addListener((obs, old, now) -> show(old, now));
        show(null, vm.previewProperty().get());
    }

    private void show(Preview old, Preview now) {
        json.show(now == null ? null : now.tree());
        if (now == null) {
            sizeBar.show(null, 0);
            return;
        }
        sizeHeading.setText("Document size, " + Ui.profileName(now.profile()) + " (" + now.profile().sizeEncoding().name() + ")");
        sizeBar.show(now.size(), now.profile().warnFraction());
        sizeText.pseudoClassStateChanged(WARN, now.size().status() == SizeStatus.WARN);
        sizeText.pseudoClassStateChanged(OVER, now.size().status() == SizeStatus.OVER);
    }

    /** The menu of a right-click on the document (the window builds it from its commands). */
    public void setDocumentMenu(ContextMenu menu) {
        // shown on a right-click's release, as on the canvas: some platforms send no context-menu event
        json.addEventHandler(MouseEvent.MOUSE_CLICKED, e -> {
            if (e.getButton() == MouseButton.SECONDARY) {
                menu.show(json, e.getScreenX(), e.getScreenY());
                e.consume();
            }
        });
        json.setOnContextMenuRequested(e -> {
            if (e.isKeyboardTrigger()) menu.show(json, e.getScreenX(), e.getScreenY());
            e.consume();
        });
    }

    /** Puts the document on the clipboard as JSON. */
    public void copy() {
        String text = vm.jsonText();
        if (text.isEmpty()) return;
        ClipboardContent content = new ClipboardContent();
        content.putString(text);
        Clipboard.getSystemClipboard().setContent(content);
    }

    public JsonTreeView json() {
        return json;
    }
}
