package dev.docshape.app.designer;

import dev.docshape.app.designer.files.ExampleCatalog;
import javafx.collections.ListChangeListener;
import javafx.geometry.Bounds;
import javafx.geometry.Pos;
import dev.docshape.app.designer.actions.ActionViews;
import dev.docshape.app.designer.actions.DesignerAction;
import dev.docshape.app.ui.FocusKeeper;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.ButtonBase;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;

import java.util.ArrayList;
import java.util.List;

/**
 * The start page over the canvas: the seed examples (S1-S8), a blank model and Open. Shown on the
 * first start and from File > Examples; its content is made when it is first shown, so a start that
 * opens a file does not build, style and lay out a page it never shows (decision 0432).
 */
final class WelcomeView extends StackPane {
    /** A card is never narrower than this; the cards share the row's width in as many columns as fit. */
    private static final double MIN_CARD_WIDTH = 340;
    private static final double GAP = 12;
    static final String LOOKING = "Looking for examples…";
    static final String NONE_FOUND = "No examples were found (looked for an 'examples' folder).";
    private final MainViewModel vm;
    private final FlowPane cards = new FlowPane();
    private final ActionViews actions;
    private Button blank;
    private ScrollPane scroller;

    /** @param actions makes its New, Open and Close buttons from the action catalogue */
    WelcomeView(MainViewModel vm, ActionViews actions) {
        this.vm = vm;
        this.actions = actions;
        getStyleClass().add("welcome-backdrop");
        setId("welcome");
        visibleProperty().bind(vm.welcomeVisible());
        visibleProperty().subscribe(shown -> {
            if (shown && getChildren().isEmpty()) build();
            if (shown) javafx.application.Platform.runLater(this::takeKeyboard);
            else if (FocusKeeper.hasKeyboard(this) && getParent() != null) giveKeyboardBack();
        });
    }

    private void build() {
        Label title = new Label("Start a data model");
        title.getStyleClass().add("welcome-title");
        Label subtitle = new Label("Open one of the seed scenarios, or begin with a blank model.");
        subtitle.getStyleClass().add("welcome-subtitle");
        Button close = actions.panelButton(DesignerAction.CLOSE_START_PAGE);
        close.getStyleClass().setAll("button", "welcome-close");
        Region spacer = new Region();
        HBox.setHgrow(spacer, Priority.ALWAYS);
        HBox header = new HBox(new VBox(4, title, subtitle), spacer, close);

        cards.getStyleClass().add("welcome-cards");
        cards.setId("welcome-cards");
        cards.setHgap(GAP);
        cards.setVgap(GAP);
        scroller = new ScrollPane(cards);
        scroller.setFitToWidth(true);
        scroller.viewportBoundsProperty().addListener((o, was, bounds) -> fitCards(bounds.getWidth()));
        scroller.getStyleClass().add("welcome-scroller");
        VBox.setVgrow(scroller, Priority.ALWAYS);

        // the catalogue's New and Open, with their shortcuts in the tooltips
        blank = actions.panelButton(DesignerAction.NEW);
        blank.getStyleClass().setAll("button", "accent-button");
        Button open = actions.panelButton(DesignerAction.OPEN);
        open.getStyleClass().setAll("button");
        HBox buttons = new HBox(10, blank, open);
        buttons.setAlignment(Pos.CENTER_LEFT);

        VBox panel = new VBox(16, header, scroller, buttons);
        panel.getStyleClass().add("welcome-panel");
        panel.setMaxSize(820, 620);
        getChildren().add(panel);
        setOnKeyPressed(e -> {
            if (e.getCode() == KeyCode.ESCAPE) {
                close.fire();
                e.consume();
            }
        });
        // Enter opens what has the keyboard (an example, Blank model, Open), as Space does
        addEventFilter(KeyEvent.KEY_PRESSED, e -> {
            if (e.getCode() == KeyCode.ENTER && getScene().getFocusOwner() instanceof ButtonBase button && FocusKeeper.hasKeyboard(this)) {
                button.fire();
                e.consume();
            }
        });
        addEventFilter(KeyEvent.KEY_PRESSED, this::keepTabInside);

        vm.examples().addListener((ListChangeListener<ExampleCatalog.Example>) c -> showExamples());
        vm.examplesLoading().subscribe(loading -> showExamples());
    }

    /**
     * The page over the canvas has the keyboard while it is shown: Enter starts a blank model, Tab walks the examples,
     * Escape closes it. Without this the keyboard stayed behind it, where Enter and Escape did nothing.
     */
    private void takeKeyboard() {
        if (isVisible() && blank != null && getScene() != null && !FocusKeeper.hasKeyboard(this)) blank.requestFocus();
    }

    /**
     * Tab and Shift+Tab go round the page's buttons (Close, the examples, Blank model, Open) while it is shown, as in
     * a dialog: past Open the keyboard went on to the toolbar behind the page.
     */
    private void keepTabInside(KeyEvent e) {
        if (e.getCode() != KeyCode.TAB || e.isShortcutDown() || e.isAltDown()) return;
        List<Node> buttons = new ArrayList<>();
        for (Node n : lookupAll(".button")) {
            if (n instanceof ButtonBase && n.isFocusTraversable() && !n.isDisabled() && shownIn(n)) buttons.add(n);
        }
        if (buttons.isEmpty()) return;
        int at = buttons.indexOf(getScene().getFocusOwner());
        int next = at < 0 ? 0 : Math.floorMod(at + (e.isShiftDown() ? -1 : 1), buttons.size());
        buttons.get(next).requestFocus();
        reveal(buttons.get(next));
        e.consume();
    }

    /** Scrolls the examples so that {@code node} is wholly in view, as Tab through a scroll pane does. */
    private void reveal(Node node) {
        if (node.getParent() != cards) return;
        double extra = cards.getHeight() - scroller.getViewportBounds().getHeight();
        if (extra <= 0) return;
        Bounds at = cards.sceneToLocal(node.localToScene(node.getLayoutBounds()));
        double top = scroller.getVvalue() * extra;
        double height = scroller.getViewportBounds().getHeight();
        if (at.getMinY() < top) top = at.getMinY();
        else if (at.getMaxY() > top + height) top = at.getMaxY() - height;
        scroller.setVvalue(Math.max(0, Math.min(1, top / extra)));
    }

    private boolean shownIn(Node node) {
        for (Node n = node; n != null && n != this; n = n.getParent()) if (!n.isVisible()) return false;
        return true;
    }

    /** Closed: the keyboard goes to the canvas under it, not to the next control in the Tab order (a toolbar button). */
    private void giveKeyboardBack() {
        for (javafx.scene.Node sibling : getParent().getChildrenUnmodifiable()) {
            if (sibling != this && sibling.isFocusTraversable()) {
                sibling.requestFocus();
                return;
            }
        }
    }

    /** The example cards; while the examples are read, a line saying so; when there are none, where it looked. */
    private void showExamples() {
        cards.getChildren().clear();
        if (vm.examplesLoading().get()) {
            cards.getChildren().add(note(LOOKING));
            return;
        }
        for (ExampleCatalog.Example example : vm.examples()) {
            Label name = new Label(example.name());
            name.getStyleClass().add("card-title");
            Label summary = new Label(example.summary());
            summary.getStyleClass().add("card-text");
            summary.setWrapText(true);
            VBox content = new VBox(4, name, summary);
            Button card = actions.listButton("example-" + example.file().getFileName().toString().replaceAll("\\W+", "-"), content,
                    "Open " + example.file().getFileName(), () -> vm.files().openExample(example.file()));
            card.getStyleClass().add("example-card");
            cards.getChildren().add(card);
        }
        fitCards(cards.getWidth());
        if (vm.examples().isEmpty()) cards.getChildren().add(note(NONE_FOUND));
    }

    private static Label note(String text) {
        Label note = new Label(text);
        note.setId("welcome-examples-note");
        note.getStyleClass().add("card-text");
        return note;
    }

    /** Cards fill the row: as many columns as fit at {@link #MIN_CARD_WIDTH}, widened to share what is left. */
    private void fitCards(double rowWidth) {
        double inner = rowWidth - cards.getPadding().getLeft() - cards.getPadding().getRight();
        if (inner <= 0) return;
        int columns = Math.max(1, (int) ((inner + GAP) / (MIN_CARD_WIDTH + GAP)));
        double width = Math.floor((inner - GAP * (columns - 1)) / columns);
        for (var node : cards.getChildren()) {
            if (node instanceof Button card) card.setPrefWidth(width);
        }
    }
}
