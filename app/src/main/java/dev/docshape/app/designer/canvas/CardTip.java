package dev.docshape.app.designer.canvas;

import javafx.scene.Node;
import javafx.scene.control.Tooltip;

/**
 * A card's one tooltip (decisions 0556, 0578): the description of the field under the pointer where that field has one,
 * else the entity's description; none where neither is. One tooltip, not one per field: JavaFX shows the outermost of
 * nested tooltips, so a field's own would never show on a described entity's card. Made when first needed (a tooltip
 * is a popup window; a large model has thousands of cards).
 */
final class CardTip {
    private static final double WIDTH = 360;
    private final Node card;
    private Tooltip tip;
    private String entityText;
    private String fieldText;

    CardTip(Node card) {
        this.card = card;
    }

    /** The entity's description, or null. */
    void entity(String text) {
        entityText = text;
        update();
    }

    /** The field under the pointer's description, with its name, or null when the pointer is on no described field. */
    void field(String text) {
        fieldText = text;
        update();
    }

    /** The text shown, or null when the card has no tooltip. */
    String text() {
        return tip == null ? null : tip.getText();
    }

    private void update() {
        String text = fieldText != null ? fieldText : entityText;
        if (text == null) {
            if (tip != null) Tooltip.uninstall(card, tip);
            tip = null;
            return;
        }
        if (tip == null) {
            tip = new Tooltip();
            tip.setWrapText(true);
            tip.setMaxWidth(WIDTH);
            Tooltip.install(card, tip);
        }
        tip.setText(text);
    }
}
