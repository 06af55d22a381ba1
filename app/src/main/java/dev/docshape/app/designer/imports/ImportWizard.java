package dev.docshape.app.designer.imports;

import dev.docshape.app.designer.actions.ActionViews;
import dev.docshape.app.ui.FormGrid;
import dev.docshape.app.ui.OwnedSize;
import dev.docshape.app.ui.TypeAhead;
import javafx.beans.binding.Bindings;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.PasswordField;
import javafx.scene.control.ProgressBar;
import javafx.scene.control.TextField;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.stage.Modality;
import javafx.stage.Stage;
import javafx.stage.Window;

import java.util.function.Consumer;

import static dev.docshape.app.designer.actions.DesignerAction.CANCEL_IMPORT;
import static dev.docshape.app.designer.actions.DesignerAction.CONNECT_TO_MONGODB;
import static dev.docshape.app.designer.actions.DesignerAction.CREATE_IMPORTED_PROJECT;
import static dev.docshape.app.designer.actions.DesignerAction.IMPORT_DATABASE;

/**
 * The import wizard's window: the MongoDB connect page, the progress page with Cancel, and the
 * review ({@link ReviewPane}). It closes itself when its view model says the wizard is done. Its
 * buttons come from the action catalogue ({@link WizardCommands}, decision 0292).
 */
public final class ImportWizard {
    private final ImportWizardViewModel vm;
    private static final double WIDTH = 900;
    private static final double HEIGHT = 640;

    private final Stage stage = new Stage();
    private final BorderPane root = new BorderPane();
    private final Node connectPage;
    private final Node workingPage;
    private final ReviewPane reviewPage;
    private final ActionViews commands;

    private ImportWizard(ImportWizardViewModel vm, MongoConnectViewModel mongo, Window owner, Consumer<Scene> styling) {
        this.vm = vm;
        root.setId("import-wizard");
        root.getStyleClass().add("import-wizard");
        root.setPadding(new Insets(14));
        commands = WizardCommands.bind(vm, mongo);
        connectPage = mongo == null ? null : connectPage(mongo);
        workingPage = workingPage();
        reviewPage = new ReviewPane(vm, commands.windowButton(CREATE_IMPORTED_PROJECT), commands.windowButton(CANCEL_IMPORT, "review-cancel"));
        vm.page().addListener((obs, was, is) -> showPage(is));
        showPage(vm.page().get());
        var size = OwnedSize.within(owner, WIDTH, HEIGHT);
        Scene scene = new Scene(root, size.getWidth(), size.getHeight());
        TypeAhead.install(scene);
        styling.accept(scene);
        stage.setScene(scene);
        stage.setTitle(vm.title());
        if (owner != null) {
            stage.initOwner(owner);
            stage.initModality(Modality.WINDOW_MODAL);
        }
        stage.setOnCloseRequest(e -> {
            e.consume();
            vm.cancel();
        });
        vm.closed().addListener((obs, was, is) -> {
            if (is) stage.hide();
        });
    }

    /** Opens the wizard for a file import (it starts on the progress page). */
    public static ImportWizard show(ImportWizardViewModel vm, Window owner, Consumer<Scene> styling) {
        ImportWizard wizard = new ImportWizard(vm, null, owner, styling);
        wizard.stage.show();
        return wizard;
    }

    /** Opens the MongoDB wizard on its connect page. */
    public static ImportWizard show(MongoConnectViewModel mongo, ImportWizardViewModel vm, Window owner, Consumer<Scene> styling) {
        ImportWizard wizard = new ImportWizard(vm, mongo, owner, styling);
        wizard.stage.show();
        return wizard;
    }

    public Stage stage() {
        return stage;
    }

    private void showPage(ImportWizardViewModel.Page page) {
        root.setCenter(switch (page) {
            case CONNECT -> connectPage;
            case WORKING -> workingPage;
            case REVIEW -> reviewPage;
        });
    }

    private Node workingPage() {
        Label status = new Label();
        status.setId("import-status");
        status.textProperty().bind(vm.job().statusProperty());
        status.setWrapText(true);
        ProgressBar bar = new ProgressBar();
        bar.setId("import-progress");
        bar.progressProperty().bind(vm.job().progressProperty());
        bar.setMaxWidth(Double.MAX_VALUE);
        VBox box = new VBox(12, status, bar, buttons(commands.windowButton(CANCEL_IMPORT)));
        box.setAlignment(Pos.CENTER_LEFT);
        box.setMaxWidth(520);
        VBox outer = new VBox(box);
        outer.setAlignment(Pos.CENTER);
        return outer;
    }

    private Node connectPage(MongoConnectViewModel mongo) {
        GridPane form = FormGrid.create("import-form", 140);
        TextField uri = new TextField();
        uri.setId("mongo-uri");
        uri.setPromptText("mongodb://user@host:27017/?authSource=admin");
        uri.textProperty().bindBidirectional(mongo.state().target().uri());
        FormGrid.row(form, "Connection string", uri);
        PasswordField password = new PasswordField();
        password.setId("mongo-password");
        password.setPromptText("only if the connection string names a user");
        password.textProperty().bindBidirectional(mongo.state().target().password());
        FormGrid.row(form, "Password", password);
        Button connect = commands.windowButton(CONNECT_TO_MONGODB);
        ComboBox<String> database = new ComboBox<>(mongo.state().databases());
        database.setId("mongo-database");
        database.setEditable(true);
        database.setMaxWidth(Double.MAX_VALUE);
        database.setPromptText("connect to list the databases");
        // the name as typed, not only once the box commits it: Import follows it while the user types
        database.getEditor().textProperty().bindBidirectional(mongo.state().target().database());
        HBox.setHgrow(database, Priority.ALWAYS);
        FormGrid.row(form, "Database", new HBox(8, database, connect));
        TextField sample = new TextField();
        sample.setId("mongo-sample");
        sample.setPrefColumnCount(8);
        sample.textProperty().bindBidirectional(mongo.state().sample());
        Label perCollection = new Label("documents per collection ($sample)");
        perCollection.getStyleClass().add("hint");
        HBox sampleRow = new HBox(8, sample, perCollection);
        sampleRow.setAlignment(Pos.CENTER_LEFT);
        FormGrid.row(form, "Sample size", sampleRow);
        Label message = new Label();
        message.setId("mongo-message");
        message.setWrapText(true);
        message.textProperty().bind(mongo.state().connection().statusProperty());
        message.styleProperty().bind(Bindings.when(mongo.state().connection().failedProperty()).then("-fx-text-fill: #c0392b;").otherwise(""));
        Label note = new Label("The password is used for this connection only: it is not written into the project, the settings or any log.");
        note.getStyleClass().add("hint");
        note.setWrapText(true);
        Label heading = new Label("Connect to a MongoDB deployment and choose the database to sample.");
        heading.getStyleClass().add("import-heading");
        VBox page = new VBox(14, heading, form, message, note);
        BorderPane withButtons = new BorderPane(page);
        withButtons.setBottom(buttons(commands.windowButton(CANCEL_IMPORT, "import-close"), commands.windowButton(IMPORT_DATABASE)));
        return withButtons;
    }

    static HBox buttons(Button... buttons) {
        Region gap = new Region();
        HBox.setHgrow(gap, Priority.ALWAYS);
        HBox box = new HBox(8, gap);
        box.getChildren().addAll(buttons);
        box.setPadding(new Insets(12, 0, 0, 0));
        return box;
    }
}
