package dev.docshape.app.designer;

import javafx.application.Application;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.stage.Stage;

/** The designer window. */
public class DesignerApp extends Application {
    @Override
    public void start(Stage stage) {
        stage.setTitle("DocShape");
        stage.setScene(new Scene(new Label("DocShape"), 800, 600));
        stage.show();
    }
}
