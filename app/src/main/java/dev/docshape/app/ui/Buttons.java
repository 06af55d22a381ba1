package dev.docshape.app.ui;

import javafx.beans.property.SimpleStringProperty;
import javafx.beans.value.ObservableStringValue;
import javafx.scene.control.Button;
import javafx.scene.control.ButtonBase;
import javafx.scene.control.Tooltip;
import javafx.util.Duration;

/**
 * The one way the window makes a button for a command, so that every button reads and behaves
 * alike: the toolbar's, the analysis panels', the inspector's and the start page's, all built from
 * the action catalogue by {@code designer.actions.ActionViews}.
 * The text is taken as it is (no mnemonic underscores), and the tooltip shows after the same
 * short rest of the pointer everywhere.
 */
public final class Buttons {
    /** How long the pointer rests on a button before its tooltip shows. */
    public static final Duration TOOLTIP_DELAY = Duration.millis(400);

    private Buttons() {
    }

    /** A button with {@code id} and {@code text} that runs {@code action}; {@code tooltip} may be null. */
    public static Button command(String id, String text, String tooltip, Runnable action) {
        Button button = dress(new Button(), id, text, tooltip == null ? null : new SimpleStringProperty(tooltip));
        button.setOnAction(e -> action.run());
        return button;
    }

    /** Gives {@code button} its id, text and a tooltip that follows {@code tooltip} (null for none). */
    public static <B extends ButtonBase> B dress(B button, String id, String text, ObservableStringValue tooltip) {
        button.setId(id);
        button.setText(text);
        button.setMnemonicParsing(false);
        if (tooltip != null) {
            Tooltip tip = new Tooltip();
            tip.textProperty().bind(tooltip);
            tip.setShowDelay(TOOLTIP_DELAY);
            button.setTooltip(tip);
        }
        return button;
    }
}
