package dev.docshape.app.designer.canvas;

import dev.docshape.app.designer.diagram.KeptFields;
import javafx.scene.control.Tooltip;

import java.util.List;
import java.util.stream.Collectors;

/**
 * The fields a design makes an entity keep for others, listed under its own fields on the card:
 * copied fields of an extended reference marked "copy", a pre-computed count marked "count".
 * The tooltip says where each comes from; it is made when a card first keeps something, as a tooltip is a popup
 * window of its own and most cards keep nothing (on 500 cards it was half of making them, decision 0471).
 */
final class KeptView extends TwoColumns {
    private Tooltip tip;

    KeptView() {
        super("entity-kept", "kept-names", "kept-kinds");
        show(List.of());
    }

    void show(List<KeptFields.Line> lines) {
        showRows(lines.stream().map(KeptFields.Line::field).toList(), lines.stream().map(KeptFields.Line::kind).toList());
        if (tip == null && lines.isEmpty()) return;
        if (tip == null) {
            tip = new Tooltip();
            Tooltip.install(this, tip);
        }
        tip.setText(lines.stream().map(l -> l.field() + ": " + l.what()).collect(Collectors.joining("\n")));
    }
}
