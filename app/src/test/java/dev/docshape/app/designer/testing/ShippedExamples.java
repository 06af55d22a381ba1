package dev.docshape.app.designer.testing;

import javafx.scene.control.ComboBox;
import javafx.scene.control.ListCell;
import org.testfx.util.WaitForAsyncUtils;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/** The examples the program ships (the seed examples and the workloads), and each of their designs shown as a user shows it. */
public final class ShippedExamples {
    private ShippedExamples() {
    }

    /** Every shipped example file, seed examples first, each folder in name order. */
    public static List<Path> files() {
        List<Path> files = new ArrayList<>();
        Path seeds = DesignerTestBase.examplesFolder();
        for (Path folder : List.of(seeds, seeds.resolve("workloads"))) {
            try (Stream<Path> list = Files.list(folder)) {
                list.filter(f -> f.toString().endsWith(".docshape")).sorted().forEach(files::add);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return files;
    }

    /** The file's name without its extension, as the reports name an example. */
    public static String name(Path file) {
        return file.getFileName().toString().replace(".docshape", "");
    }

    /** Shows {@code design} of the open project as a user does: picked from the toolbar's design picker. */
    public static void pick(DesignerTestBase test, String design) {
        if (design.equals(test.project().activeDesign())) return;
        test.clickOn("#design-picker");
        test.clickOn(test.lookup(".combo-box-popup .list-cell")
                .match((ListCell<?> c) -> design.equals(c.getText())).queryAs(ListCell.class));
        WaitForAsyncUtils.waitForFxEvents();
        shown(test, design);
    }

    /**
     * Shows {@code design} through the toolbar's design picker itself, its value chosen as a click in its list chooses
     * it, without the robot's moves to the list (half a second a pick): for a test that looks at many designs, not at
     * the picker.
     */
    public static void choose(DesignerTestBase test, String design) {
        if (design.equals(test.project().activeDesign())) return;
        ComboBox<?> picker = test.lookup("#design-picker").queryAs(ComboBox.class);
        test.interact(() -> picker.getSelectionModel().select(picker.getItems().indexOf(design)));
        WaitForAsyncUtils.waitForFxEvents();
        shown(test, design);
    }

    private static void shown(DesignerTestBase test, String design) {
        if (!design.equals(test.project().activeDesign())) throw new AssertionError("design " + design + " not shown");
    }
}
