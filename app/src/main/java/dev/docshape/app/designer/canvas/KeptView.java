package dev.docshape.app.designer.canvas;

import dev.docshape.app.designer.diagram.KeptFields;
import javafx.scene.control.Tooltip;

import java.util.List;
import java.util.stream.Collectors;

/**
 * The fields a design makes an entity keep for others, listed under its own fields on the card:
 * copied fields of an extended reference marked "copy", a pre-computed count marked "count".
 * The tooltip says where each comes from.
 */
final class KeptView extends TwoColumns {
    private final Tooltip tip = new Tooltip();

    KeptView() {
        super("entity-kept", "kept-names", "kept-kinds");
        Tooltip.install(this, tip);
        show(List.of());
    }

    void show(List<KeptFields.Line> lines) {
        showRows(lines.stream().map(KeptFields.Line::field).toList(), lines.stream().map(KeptFields.Line::kind).toList());
        tip.setText(lines.stream().map(l -> l.field() + ": " + l.what()).collect(Collectors.joining("\n")));
    }
}
