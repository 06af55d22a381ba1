package dev.docshape.app.help;

import javafx.geometry.Bounds;
import javafx.geometry.Orientation;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.SplitPane;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Help > Guide: the project's counting and advisor rules ({@link GuideText}) as text, with their sections listed on
 * the left; {@link #show(String)} scrolls to a section or an advisor rule.
 */
public final class GuideView extends SplitPane {
    private final VBox page = new VBox(6);
    private final ScrollPane scroll = new ScrollPane(page);
    private final Map<String, Node> anchors = new HashMap<>();
    private final ListView<GuideText.Block> sections = new ListView<>();

    public GuideView() {
        this(GuideText.load());
    }

    GuideView(List<GuideText.Block> blocks) {
        setId("guide");
        getStyleClass().add("guide");
        page.setId("guide-page");
        page.getStyleClass().add("guide-page");
        List<GuideText.Block> headings = new ArrayList<>();
        for (GuideText.Block b : blocks) {
            Node node = node(b);
            page.getChildren().add(node);
            if (b.anchor() != null && !b.anchor().isEmpty()) {
                anchors.putIfAbsent(b.anchor(), node);
                node.setId("guide-" + b.anchor());
            }
            if (b.kind() == GuideText.Kind.HEADING_1 || b.kind() == GuideText.Kind.HEADING_2) headings.add(b);
        }
        scroll.setFitToWidth(true);
        scroll.setId("guide-scroll");
        sections.setId("guide-sections");
        sections.getItems().setAll(headings);
        sections.setCellFactory(l -> new ListCell<>() {
            @Override
            protected void updateItem(GuideText.Block b, boolean empty) {
                super.updateItem(b, empty);
                setText(empty || b == null ? null : (b.kind() == GuideText.Kind.HEADING_2 ? "   " : "") + b.text());
            }
        });
        sections.getSelectionModel().selectedItemProperty().addListener((obs, old, now) -> {
            if (now != null) show(now.anchor());
        });
        setOrientation(Orientation.HORIZONTAL);
        getItems().setAll(sections, scroll);
        setDividerPositions(0.28);
        VBox.setVgrow(this, Priority.ALWAYS);
    }

    /** Scrolls to the section or rule with this anchor ({@code request-units}, {@code n-plus-one}); false when there is none. */
    public boolean show(String anchor) {
        Node target = anchors.get(anchor);
        if (target == null) return false;
        page.applyCss();
        page.layout();
        double contentHeight = page.getBoundsInLocal().getHeight();
        double viewport = scroll.getViewportBounds().getHeight();
        Bounds at = target.getBoundsInParent();
        scroll.setVvalue(contentHeight <= viewport ? 0 : Math.min(1, at.getMinY() / (contentHeight - viewport)));
        for (Node n : page.getChildren()) n.pseudoClassStateChanged(SHOWN, n == target);
        return true;
    }

    /** The node an anchor names, for tests and for showing it. */
    Node anchor(String anchor) {
        return anchors.get(anchor);
    }

    private static final javafx.css.PseudoClass SHOWN = javafx.css.PseudoClass.getPseudoClass("shown");

    private static Node node(GuideText.Block b) {
        return switch (b.kind()) {
            case HEADING_1, HEADING_2, HEADING_3 -> label(b.text(), "guide-" + b.kind().name().toLowerCase(java.util.Locale.ROOT).replace('_', '-'));
            case PARAGRAPH -> label(b.text(), "guide-paragraph");
            case BULLET -> label("•  " + b.text(), "guide-bullet");
            case ROW -> {
                VBox row = new VBox(2, label(b.text(), "guide-row-title"));
                for (String cell : b.cells()) row.getChildren().add(label(cell, "guide-row-cell"));
                row.getStyleClass().add("guide-row");
                yield row;
            }
        };
    }

    private static Label label(String text, String styleClass) {
        Label l = new Label(text);
        l.setWrapText(true);
        l.setMinHeight(javafx.scene.layout.Region.USE_PREF_SIZE);
        l.getStyleClass().add(styleClass);
        return l;
    }
}
