package dev.docshape.app.designer.canvas;

import dev.docshape.model.Field;
import javafx.scene.shape.ClosePath;
import javafx.scene.shape.LineTo;
import javafx.scene.shape.MoveTo;
import javafx.scene.shape.Path;
import javafx.scene.shape.PathElement;

import java.util.ArrayList;
import java.util.List;

/**
 * A small diamond in a card's left margin beside each field that has a description (decision 0578): in the padding the
 * card has anyway, so no card grows and no stored layout moves. One path for all of a card's marks.
 */
final class DescriptionMarks extends Path {
    /** Half the diamond's width and height. */
    private static final double HALF = 2.5;

    DescriptionMarks() {
        getStyleClass().add("field-description-marks");
        setManaged(false);
        setMouseTransparent(true);
    }

    /** True when any of {@code fields} has a description. */
    static boolean anyDescribed(List<Field> fields) {
        for (Field f : fields) if (f.description() != null) return true;
        return false;
    }

    /** Marks the described rows of {@code fields}, rows of {@code rowHeight} from {@code top}, centred in a margin {@code left} wide. */
    void mark(List<Field> fields, double left, double top, double rowHeight) {
        List<PathElement> elements = new ArrayList<>();
        double x = left / 2;
        for (int i = 0; i < fields.size(); i++) {
            if (fields.get(i).description() == null) continue;
            double y = top + rowHeight * (i + 0.5);
            elements.add(new MoveTo(x, y - HALF));
            elements.add(new LineTo(x + HALF, y));
            elements.add(new LineTo(x, y + HALF));
            elements.add(new LineTo(x - HALF, y));
            elements.add(new ClosePath());
        }
        getElements().setAll(elements);
        setVisible(!elements.isEmpty());
    }
}
