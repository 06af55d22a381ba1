package dev.docshape.app.designer;

import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

import static org.junit.jupiter.api.Assertions.assertEquals;

@ExtendWith(ApplicationExtension.class)
class SmokeTest {
    Button b;
    @Start
    void start(Stage stage) {
        b = new Button("x");
        b.setOnAction(e -> b.setText("clicked"));
        stage.setScene(new Scene(b, 200, 100));
        stage.show();
    }
    @Test
    void clicks(FxRobot robot) {
        robot.clickOn(b);
        assertEquals("clicked", b.getText());
        System.out.println("HEADLESS " + System.getProperty("glass.platform"));
    }
}
