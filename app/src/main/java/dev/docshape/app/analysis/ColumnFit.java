package dev.docshape.app.analysis;

import javafx.scene.control.TableColumn;
import javafx.scene.text.Font;
import javafx.scene.text.FontWeight;
import javafx.scene.text.Text;

import java.util.Comparator;
import java.util.stream.Stream;

/**
 * Sizes a table column of figures to its widest text, so {@code 984 B → 1008 B} is never cut.
 * Only the few longest texts are measured (in the table's bold 12 px font, as the totals row and
 * moved figures are drawn), which stays cheap for hundreds of rows on every change.
 */
public final class ColumnFit {
    private static final Font BOLD = Font.font(Font.getDefault().getFamily(), FontWeight.BOLD, 12);
    private static final double PADDING = 16;
    private static final int MEASURED = 3;

    private ColumnFit() {
    }

    /**
     * Lets the first column take the room the other columns leave (at least its minimum width):
     * with a wide panel the names get the space, with a narrow one the table scrolls sideways.
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
        Text probe = new Text();
        probe.setFont(BOLD);
        double width = Stream.concat(Stream.of(header), texts.sorted(Comparator.comparingInt(String::length).reversed()).limit(MEASURED))
                .mapToDouble(s -> {
                    probe.setText(s);
                    return probe.getLayoutBounds().getWidth();
                }).max().orElse(0);
        double fitted = Math.ceil(width + PADDING);
        column.setMinWidth(fitted);
        column.setPrefWidth(fitted);
    }
}
