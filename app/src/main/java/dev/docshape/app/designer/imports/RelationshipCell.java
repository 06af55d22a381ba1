package dev.docshape.app.designer.imports;

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
import javafx.util.StringConverter;

import java.util.List;

/**
 * One relationship of the review: keep it (a tick), what it is, its cardinality and whether it is
 * embedded or referenced, and below, the evidence. Bound to the row it shows; the list reuses cells.
 */
final class RelationshipCell extends ListCell<ReviewedRelationship> {
    static final String EMBEDDED = "embedded";
    static final String REFERENCED = "referenced";

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
        cardinality.setConverter(new StringConverter<>() {
            @Override
            public String toString(Cardinality c) {
                return ReviewPane.words(c);
            }

            @Override
            public Cardinality fromString(String s) {
                return null;
            }
        });
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
            if (shown != null && is != null) shown.embedded().set(EMBEDDED.equals(is));
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
        keep.setDisable(!found.droppable());
        keep.setTooltip(new Tooltip(found.droppable() ? "Keep this relationship (untick to drop it)"
                : "Subdocuments stay in the model; map them as referenced to give them their own collection"));
        subject.setText(found.subject());
        evidence.setText(found.evidence());
        cardinality.setValue(item.cardinality().get());
        mapping.setValue(item.embedded().get() ? EMBEDDED : REFERENCED);
        setId("review-" + found.id());
        shown = item;
        updateEnabled();
        setGraphic(content);
    }

    private void updateEnabled() {
        boolean on = shown == null || shown.keep().get();
        cardinality.setDisable(!on);
        mapping.setDisable(!on);
        subject.setOpacity(on ? 1 : 0.5);
    }
}
