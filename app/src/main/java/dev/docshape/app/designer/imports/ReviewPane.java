package dev.docshape.app.designer.imports;

import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.FXCollections;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.SplitPane;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.VBox;
import javafx.geometry.Orientation;

import java.util.List;
import java.util.Locale;

/**
 * The review page: the entities found (fields, counts, where they live), every relationship with
 * its evidence and the user's choices ({@link RelationshipCell}), the statements skipped and the
 * notes; Create Project makes the model, Cancel drops it.
 */
final class ReviewPane extends BorderPane {

    /** @param create the Create Project button, @param cancel the Cancel button (from the catalogue: {@link WizardCommands}) */
    ReviewPane(ImportWizardViewModel vm, Button create, Button cancel) {
        setId("import-review");
        Label status = new Label();
        status.setId("review-status");
        status.getStyleClass().add("import-heading");
        status.textProperty().bind(vm.job().statusProperty());
        status.setWrapText(true);
        Label hint = new Label("Untick a reference to drop it; change its cardinality or whether it is embedded before the model is made.");
        hint.getStyleClass().add("hint");
        hint.setWrapText(true);
        VBox top = new VBox(4, status, hint);
        top.setPadding(new Insets(0, 0, 10, 0));
        setTop(top);

        ListView<ReviewedRelationship> relationships = new ListView<>(vm.relationships());
        relationships.setId("review-relationships");
        relationships.setCellFactory(list -> new RelationshipCell());
        relationships.setPlaceholder(new Label("No relationships were found."));

        SplitPane split = new SplitPane(titled("Entities", entities(vm)), titled("Relationships", relationships));
        split.setOrientation(Orientation.VERTICAL);
        split.setDividerPositions(0.36);
        ListView<String> extras = new ListView<>();
        extras.setId("review-notes");
        extras.setPrefHeight(110);
        Label extrasTitle = new Label();
        extrasTitle.getStyleClass().add("import-section");
        VBox extrasBox = new VBox(4, extrasTitle, extras);
        vm.review().addListener((obs, was, review) -> {
            if (review == null) return;
            List<String> lines = new java.util.ArrayList<>();
            review.skipped().forEach(s -> lines.add("Skipped: " + s));
            lines.addAll(review.notes());
            extras.setItems(FXCollections.observableArrayList(lines));
            extrasTitle.setText(review.skipped().isEmpty() ? "Notes" : "Skipped statements and notes");
            if (!lines.isEmpty() && !split.getItems().contains(extrasBox)) {
                split.getItems().add(extrasBox);
                split.setDividerPositions(0.3, 0.75);
            }
        });
        setCenter(split);

        setBottom(ImportWizard.buttons(cancel, create));
    }

    private static VBox titled(String title, javafx.scene.Node content) {
        Label label = new Label(title);
        label.getStyleClass().add("import-section");
        VBox box = new VBox(4, label, content);
        VBox.setVgrow(content, javafx.scene.layout.Priority.ALWAYS);
        box.setAlignment(Pos.TOP_LEFT);
        return box;
    }

    private static TableView<ImportReview.EntityRow> entities(ImportWizardViewModel vm) {
        TableView<ImportReview.EntityRow> table = new TableView<>(vm.entities());
        table.setId("review-entities");
        table.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        TableColumn<ImportReview.EntityRow, String> name = new TableColumn<>("Entity");
        name.setCellValueFactory(c -> new ReadOnlyStringWrapper(c.getValue().name()));
        name.setPrefWidth(220);
        TableColumn<ImportReview.EntityRow, Integer> fields = new TableColumn<>("Fields");
        fields.setCellValueFactory(c -> new ReadOnlyObjectWrapper<>(c.getValue().fields()));
        fields.setPrefWidth(70);
        fields.setStyle("-fx-alignment: CENTER-RIGHT;");
        TableColumn<ImportReview.EntityRow, String> count = new TableColumn<>("Count");
        count.setCellValueFactory(c -> new ReadOnlyStringWrapper(String.format(Locale.ROOT, "%,d", c.getValue().count())));
        count.setPrefWidth(110);
        count.setStyle("-fx-alignment: CENTER-RIGHT;");
        TableColumn<ImportReview.EntityRow, String> where = new TableColumn<>("Stored");
        where.setCellValueFactory(c -> new ReadOnlyStringWrapper(c.getValue().where()));
        where.setPrefWidth(260);
        table.getColumns().addAll(List.of(name, fields, count, where));
        table.setPlaceholder(new Label("No entities were found."));
        return table;
    }

    /** One-to-one, one-to-few, ... as people write them. */}
