package dev.docshape.app.ui;

import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.ComboBox;
import javafx.scene.control.ContextMenu;
import javafx.scene.control.MenuItem;
import javafx.scene.input.KeyEvent;
import javafx.util.StringConverter;

import java.util.List;
import java.util.Locale;
import java.util.function.Function;
import java.util.function.IntConsumer;

/**
 * Type-ahead in every list of choices: typing letters while a combo box, a choice box or a popup
 * of choices has the focus goes to the first choice that starts with them ({@code de} finds
 * "decimal"); a pause of a second starts a new search, and typing the same letter again goes on
 * to the next choice with it.
 */
public final class TypeAhead {
    private static final long PAUSE_NANOS = 1_000_000_000L;

    private final StringBuilder typed = new StringBuilder();
    private long last;

    /** Type-ahead for every non-editable combo box and choice box of {@code scene}. */
    public static void install(Scene scene) {
        TypeAhead search = new TypeAhead();
        scene.addEventFilter(KeyEvent.KEY_TYPED, e -> {
            Node focus = scene.getFocusOwner();
            if (focus instanceof ComboBox<?> box && !box.isEditable()) search.inComboBox(box, e);
            else if (focus instanceof ChoiceBox<?> box) search.inChoiceBox(box, e);
        });
    }

    /** Type-ahead in a popup of choices: the item found gets the focus, Enter chooses it. */
    public static void install(ContextMenu menu) {
        TypeAhead search = new TypeAhead();
        menu.addEventFilter(KeyEvent.KEY_TYPED, e -> {
            List<MenuItem> items = menu.getItems();
            search.find(e, items.size(), i -> items.get(i).isDisable() ? "" : String.valueOf(items.get(i).getText()), i -> {
                Node node = items.get(i).getStyleableNode();
                if (node != null) node.requestFocus();
            });
        });
    }

    private <T> void inComboBox(ComboBox<T> box, KeyEvent e) {
        StringConverter<T> converter = box.getConverter();
        List<T> items = box.getItems();
        find(e, items.size(), i -> text(converter, items.get(i)), i -> box.getSelectionModel().select(i));
    }

    private <T> void inChoiceBox(ChoiceBox<T> box, KeyEvent e) {
        StringConverter<T> converter = box.getConverter();
        List<T> items = box.getItems();
        find(e, items.size(), i -> text(converter, items.get(i)), i -> box.getSelectionModel().select(i));
    }

    private static <T> String text(StringConverter<T> converter, T item) {
        return converter == null ? String.valueOf(item) : String.valueOf(converter.toString(item));
    }

    private void find(KeyEvent e, int size, Function<Integer, String> text, IntConsumer choose) {
        String character = e.getCharacter();
        if (character.isEmpty() || Character.isISOControl(character.charAt(0)) || e.isShortcutDown() || e.isAltDown()) return;
        long now = System.nanoTime();
        if (now - last > PAUSE_NANOS) typed.setLength(0);
        last = now;
        typed.append(character.toLowerCase(Locale.ROOT));
        String prefix = typed.toString();
        boolean repeat = prefix.chars().distinct().count() == 1 && prefix.length() > 1;
        int match = first(size, text, prefix, 0);
        if (repeat) {
            // "ddd" goes to the third choice starting with d
            int found = -1;
            for (int n = 0, from = 0; n < prefix.length(); n++) {
                int next = first(size, text, prefix.substring(0, 1), from);
                if (next < 0) break;
                found = next;
                from = next + 1;
            }
            if (match < 0) match = found;
        }
        if (match >= 0) {
            choose.accept(match);
            e.consume();
        }
    }

    private static int first(int size, Function<Integer, String> text, String prefix, int from) {
        for (int i = from; i < size; i++) if (text.apply(i).toLowerCase(Locale.ROOT).startsWith(prefix)) return i;
        return -1;
    }
}
