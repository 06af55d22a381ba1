package dev.docshape.app.designer.imports;

import dev.docshape.model.Labels;
import dev.docshape.app.ui.ChoiceTexts;
import dev.docshape.model.Cardinality;
import javafx.geometry.Pos;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;

import java.util.List;

/**
 * One relationship of the review: keep it (a tick), what it is, its cardinality and whether it is
 * embedded, referenced or (a nested object) a plain object field, and below, the evidence. Bound to the row it shows; the list reuses cells.
 */
final class RelationshipCell extends ListCell<ReviewedRelationship> {
    static final String EMBEDDED = "embedded";
    static final String REFERENCED = "referenced";
    /** A subdocument as a plain object field of its parent: no entity, no relationship. */
    static final String PLAIN_FIELD = "plain object field";

    private final CheckBox keep = new CheckBox();
    private final Label subject = new Label();
    private final Label evidence = new Label();
    private final ComboBox<Cardinality> cardinality = new ComboBox<>();
    private final ComboBox<String> mapping = new ComboBox<>();
    private final VBox content;
    private ReviewedRelationship shown;

    RelationshipCell() {
        keep.getStyleClass().add("review-keep");
        subject.getStyleClass().add("review-subject");
        evidence.getStyleClass().addAll("review-evidence", "hint");
        evidence.setWrapText(true);
        cardinality.getStyleClass().add("review-cardinality");
        cardinality.getItems().setAll(Cardinality.values());
        ChoiceTexts.install(cardinality, Labels::cardinality);
        mapping.getStyleClass().add("review-mapping");
        mapping.getItems().setAll(List.of(EMBEDDED, REFERENCED));
        Region gap = new Region();
        HBox.setHgrow(gap, Priority.ALWAYS);
        HBox line = new HBox(8, keep, subject, gap, cardinality, mapping);
        line.setAlignment(Pos.CENTER_LEFT);
        content = new VBox(2, line, evidence);
        evidence.setPadding(new javafx.geometry.Insets(0, 0, 0, 26));
        keep.selectedProperty().addListener((obs, was, is) -> {
            if (shown != null) shown.keep().set(is);
            if (shown != null) keep.setSelected(shown.keep().get());
            updateEnabled();
        });
        cardinality.valueProperty().addListener((obs, was, is) -> {
            if (shown != null && is != null) shown.cardinality().set(is);
        });
        mapping.valueProperty().addListener((obs, was, is) -> {
            if (shown == null || is == null) return;
            shown.plainField().set(PLAIN_FIELD.equals(is));
            if (!PLAIN_FIELD.equals(is)) shown.embedded().set(EMBEDDED.equals(is));
            updateEnabled();
        });
        setContentDisplay(javafx.scene.control.ContentDisplay.GRAPHIC_ONLY);
    }

    @Override
    protected void updateItem(ReviewedRelationship item, boolean empty) {
        super.updateItem(item, empty);
        shown = null;
        if (empty || item == null) {
            setGraphic(null);
            setId(null);
            return;
        }
        ImportReview.Found found = item.found();
        keep.setSelected(item.keep().get());
        keep.setTooltip(new Tooltip(found.subdocument()
                ? "Keep these subdocuments (untick to drop them: their field and everything inside leave the model)"
                : "Keep this relationship (untick to drop it)"));
        mapping.getItems().setAll(found.plainable() ? List.of(EMBEDDED, REFERENCED, PLAIN_FIELD) : List.of(EMBEDDED, REFERENCED));
        subject.setText(found.subject());
        evidence.setText(found.evidence());
        cardinality.setValue(item.cardinality().get());
        mapping.setValue(item.plainField().get() ? PLAIN_FIELD : item.embedded().get() ? EMBEDDED : REFERENCED);
        setId("review-" + found.id());
        shown = item;
        updateEnabled();
        setGraphic(content);
    }

    private void updateEnabled() {
        boolean on = shown == null || shown.keep().get();
        cardinality.setDisable(!on || shown != null && shown.plainField().get());
        mapping.setDisable(!on);
        subject.setOpacity(on ? 1 : 0.5);
    }
}
