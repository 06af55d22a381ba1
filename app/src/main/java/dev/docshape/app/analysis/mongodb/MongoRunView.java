package dev.docshape.app.analysis.mongodb;

import dev.docshape.app.analysis.ColumnFit;
import dev.docshape.app.analysis.Ui;
import dev.docshape.app.analysis.sample.MeasuredColumns;
import dev.docshape.app.ui.FormGrid;
import dev.docshape.app.ui.tasks.JobViews;
import dev.docshape.storage.measure.PatternMeasure;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.geometry.Insets;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.Label;
import javafx.scene.control.PasswordField;
import javafx.scene.control.ProgressBar;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;


/**
 * The Run on MongoDB window: where to (connection string, password, database, replace), Push and
 * Measure with progress and Cancel, and the measured figures beside the estimate per access pattern,
 * with the reasons wherever they differ listed in full below.
 */
public final class MongoRunView extends VBox {
    /** @param run the catalogue's buttons (decision 0291): Push and Measure, Cancel Run on MongoDB */
    public MongoRunView(MongoRunViewModel vm, Button run, Button cancel) {
        setId("mongo-run");
        getStyleClass().addAll("analysis-panel", "mongo-run");
        setSpacing(8);
        setPadding(new Insets(12));
        TextField uri = new TextField();
        uri.setId("mongo-run-uri");
        uri.textProperty().bindBidirectional(vm.target().uri());
        uri.setTooltip(new Tooltip("mongodb://host:port or mongodb+srv://host, with TLS and the user as the string says; never saved"));
        PasswordField password = new PasswordField();
        password.setId("mongo-run-password");
        password.textProperty().bindBidirectional(vm.target().password());
        password.setPromptText("for the user the connection string names (optional)");
        TextField database = new TextField();
        database.setId("mongo-run-database");
        database.textProperty().bindBidirectional(vm.target().database());
        CheckBox replace = new CheckBox("Replace its collections (drop them first)");
        replace.setId("mongo-run-replace");
        replace.selectedProperty().bindBidirectional(vm.replaceProperty());
        GridPane form = FormGrid.create("mongo-run-form", 110);
        FormGrid.row(form, "Connection", uri);
        FormGrid.row(form, "Password", password);
        FormGrid.row(form, "Database", database);
        FormGrid.row(form, "", replace);
        form.disableProperty().bind(vm.job().runningProperty());

        run.getStyleClass().add("accent-button");
        run.setDefaultButton(true);
        ProgressBar bar = JobViews.progressBar("mongo-run-progress", vm.job());
        Label status = JobViews.status("mongo-run-status", vm.job());

        TableView<PatternMeasure> table = table(vm);
        Label why = new Label();
        why.setId("mongo-run-why");
        why.setWrapText(true);
        why.textProperty().bind(javafx.beans.binding.Bindings.createStringBinding(() -> reasons(vm), vm.measured()));
        getChildren().addAll(form, Ui.row(run, cancel, bar), status, Ui.heading("MEASURED ON MONGODB / ESTIMATED, PER EXECUTION"), table,
                Ui.heading("WHY THEY DIFFER"), why);
        VBox.setVgrow(table, Priority.ALWAYS);
    }

    /** Each pattern's reasons for a difference over 10 %, one line each, in full. */
    private static String reasons(MongoRunViewModel vm) {
        StringBuilder text = new StringBuilder();
        for (PatternMeasure m : vm.measured()) {
            for (String note : m.notes()) text.append(text.length() == 0 ? "" : "\n").append(m.name()).append(": ").append(note);
        }
        return text.length() == 0 && !vm.measured().isEmpty() ? "Every figure is within 10 % of the estimate." : text.toString();
    }

    private static TableView<PatternMeasure> table(MongoRunViewModel vm) {
        TableView<PatternMeasure> table = new TableView<>(vm.measured());
        table.setPrefHeight(180);
        table.setId("mongo-run-measured");
        table.setPlaceholder(Ui.note("Push and Measure to run the access patterns on the server."));
        TableColumn<PatternMeasure, String> name = new TableColumn<>("Pattern");
        name.setSortable(false);
        name.setMinWidth(170);
        name.setCellValueFactory(c -> new ReadOnlyObjectWrapper<>(c.getValue().name()));
        table.getColumns().add(name);
        // what the server sends is what the driver counts as read, so no separate bytes-returned column
        table.getColumns().addAll(MeasuredColumns.figures("mongo", "Round trips", "Docs read", "Bytes read (BSON)", null, "Docs written"));
        ColumnFit.fillWithFirst(table);
        return table;
    }
}
