package dev.docshape.app.analysis;

import javafx.scene.control.TableColumn;

import java.util.stream.Stream;

/**
 * Sizes a table column of figures to its widest text, so {@code 984 B → 1.9 KiB} is never cut.
 * Measures by characters (the figures are short and their font is known), which stays cheap for
 * hundreds of rows on every change.
 */
public final class ColumnFit {
    /** Average width of a character of the table's 12 px font, bold included. */
    private static final double CHAR_WIDTH = 7.2;
    private static final double PADDING = 14;

    private ColumnFit() {
    }

    /**
     * Lets {@code first} take the room the other columns leave (at least its minimum width): with
     * a wide panel the names get the space, with a narrow one the table scrolls sideways.
     */
    public static void fillWithFirst(javafx.scene.control.TableView<?> table) {
        Runnable fill = () -> {
            TableColumn<?, ?> first = table.getColumns().get(0);
            double others = table.getColumns().stream().skip(1).mapToDouble(TableColumn::getWidth).sum();
            first.setPrefWidth(Math.max(first.getMinWidth(), table.getWidth() - others - 18));
        };
        table.widthProperty().addListener((obs, old, now) -> fill.run());
        for (TableColumn<?, ?> c : table.getColumns()) c.widthProperty().addListener((obs, old, now) -> {
            if (c != table.getColumns().get(0)) fill.run();
        });
    }

    /** Sets the column's minimum and preferred width to fit {@code header} and every text. */
    public static void fit(TableColumn<?, ?> column, String header, Stream<String> texts) {
        int longest = Math.max(header.length(), texts.mapToInt(String::length).max().orElse(0));
        double width = Math.ceil(longest * CHAR_WIDTH + PADDING);
        column.setMinWidth(width);
        column.setPrefWidth(width);
    }
}
