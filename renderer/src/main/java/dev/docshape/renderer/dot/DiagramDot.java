package dev.docshape.renderer.dot;

import dev.docshape.model.DataModel;
import dev.docshape.model.Design;
import dev.docshape.renderer.Size;
import dev.docshape.renderer.View;

import java.util.Map;
import java.util.Objects;

/** The DOT text of either view. */
public final class DiagramDot {
    private DiagramDot() {
    }

    public static DotGraph build(DataModel model, Design design, View view, Map<String, Size> sizes,
                                 EdgeLabels labels) {
        Objects.requireNonNull(model, "model");
        Objects.requireNonNull(design, "design");
        Objects.requireNonNull(view, "view");
        Objects.requireNonNull(labels, "labels");
        Map<String, Size> measured = sizes == null ? Map.of() : sizes;
        return switch (view) {
            case ENTITY -> EntityViewDot.build(model, design, measured, labels);
            case DOCUMENT -> DocumentViewDot.build(model, design, measured, labels);
        };
    }
}
