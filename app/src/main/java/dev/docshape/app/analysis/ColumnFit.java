package dev.docshape.app.analysis;

import javafx.geometry.Orientation;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollBar;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.layout.Region;
import javafx.scene.text.Font;
import javafx.scene.text.FontWeight;
import javafx.scene.text.Text;

import java.util.Arrays;
import java.util.Comparator;
import java.util.function.BooleanSupplier;
import java.util.stream.Stream;

/**
 * Sizes table columns of figures to their widest text, so a figure is never cut. Only the few
 * longest texts are measured (in the table's bold 12 px font, as the totals row and moved figures
 * are drawn; the notes under figures in their 10 px font), which stays cheap for hundreds of rows
 * on every change.
 */
public final class ColumnFit {
    private static final Font BOLD = Font.font(Font.getDefault().getFamily(), FontWeight.BOLD, 12);
    private static final Font HEADER = Font.font(Font.getDefault().getFamily(), FontWeight.BOLD, 11);
    private static final Font NOTE = Font.font(Font.getDefault().getFamily(), FontWeight.NORMAL, 10);
    /** A figure cell's padding (analysis.css) and a pixel to spare. */
    private static final double PADDING = 10;
    /** A column header's padding and its label's. */
    private static final double HEADER_PADDING = 8;
    private static final int MEASURED = 3;
    /** The name column's narrowest: a few words of the name; the rest is elided, with the whole name as tooltip. */
    private static final double NAME_MIN_WIDTH = 84;
    private static final String GIVES_WAY = "column-gives-way";

    private ColumnFit() {
    }

    /** Sizes a first column of names, which {@link #fillWithFirst} then widens into the room left. */
    public static void nameColumn(TableColumn<?, ?> name) {
        name.setReorderable(false);
        name.setMinWidth(NAME_MIN_WIDTH);
        name.setPrefWidth(2 * NAME_MIN_WIDTH);
    }

    /**
     * Lets the first column take the room the other columns leave (at least its minimum width), to
     * the pixel, minding the vertical scroll bar: with a wide panel the names get the space, and the
     * table scrolls sideways only when the other columns and the first one's minimum do not fit.
     * (The constrained resize policies never scroll: they push columns out of sight instead.)
     */
    public static void fillWithFirst(TableView<?> table) {
        table.setColumnResizePolicy(TableView.UNCONSTRAINED_RESIZE_POLICY);
        Runnable fill = () -> fill(table);
        table.widthProperty().addListener((obs, old, now) -> fill.run());
        for (TableColumn<?, ?> c : table.getColumns()) c.widthProperty().addListener((obs, old, now) -> {
            if (c != table.getColumns().get(0)) fill.run();
        });
        table.getColumns().get(0).minWidthProperty().addListener((obs, old, now) -> fill.run());
        table.skinProperty().addListener((obs, old, skin) -> {
            for (Node n : table.lookupAll(".scroll-bar")) {
                if (n instanceof ScrollBar bar && bar.getOrientation() == Orientation.VERTICAL) {
                    bar.visibleProperty().addListener((o, was, is) -> fill.run());
                    bar.widthProperty().addListener((o, was, is) -> fill.run());
                }
            }
            fill.run();
        });
    }

    /**
     * Marks a column of figures that repeat others closely enough to give way in a narrow panel: {@link #fillWithFirst}
     * shows it only while {@code wanted} says it tells something and the other columns leave it room; {@link #refit}
     * after {@code wanted} may have changed.
     */
    public static void givesWay(TableColumn<?, ?> column, BooleanSupplier wanted) {
        column.getProperties().put(GIVES_WAY, wanted);
    }

    /** Fits a table set up by {@link #fillWithFirst} again. */
    public static void refit(TableView<?> table) {
        fill(table);
    }

    private static void fill(TableView<?> table) {
        TableColumn<?, ?> first = table.getColumns().get(0);
        double available = table.getWidth() - table.snappedLeftInset() - table.snappedRightInset();
        for (Node n : table.lookupAll(".scroll-bar")) {
            if (n instanceof ScrollBar bar && bar.getOrientation() == Orientation.VERTICAL && bar.isVisible()) available -= bar.getWidth();
        }
        for (TableColumn<?, ?> c : table.getColumns()) {
            if (!(c.getProperties().get(GIVES_WAY) instanceof BooleanSupplier wanted)) continue;
            double rest = table.getColumns().stream().filter(o -> o != first && o != c && o.isVisible()).mapToDouble(TableColumn::getPrefWidth).sum();
            c.setVisible(wanted.getAsBoolean() && first.getMinWidth() + rest + c.getPrefWidth() <= available);
        }
        double others = table.getVisibleLeafColumns().stream().filter(c -> c != first).mapToDouble(TableColumn::getWidth).sum();
        first.setPrefWidth(Math.max(first.getMinWidth(), Math.floor(available - others)));
    }

    /** Sets the column's minimum and preferred width to fit {@code header} and every text. */
    public static void fit(TableColumn<?, ?> column, String header, Stream<String> texts) {
        fit(column, header, texts, Stream.empty());
    }

    /**
     * Sets the column's widths to fit the figures {@code values}, the {@code notes} under them (see
     * {@link FigureCell}) and the longest word of {@code header} (see {@link #header}).
     */
    public static void fit(TableColumn<?, ?> column, String header, Stream<String> values, Stream<String> notes) {
        Text probe = new Text();
        fit(column, header, widest(probe, BOLD, longest(values)), widest(probe, NOTE, longest(notes)));
    }

    /** The widest of a column's figures, kept up as they change, for {@link #fit(TableColumn, String, WidestText, WidestText)}. */
    public static WidestText figures() {
        return new WidestText(BOLD);
    }

    /** The widest of the notes under a column's figures, kept up as they change. */
    public static WidestText notes() {
        return new WidestText(NOTE);
    }

    /**
     * As {@link #fit(TableColumn, String, Stream, Stream)}, from the widest figure and note held by {@link #figures()}
     * and {@link #notes()}: measures nothing but the header.
     */
    public static void fit(TableColumn<?, ?> column, String header, WidestText figures, WidestText notes) {
        fit(column, header, figures.widest(), notes.widest());
    }

    private static void fit(TableColumn<?, ?> column, String header, double widestFigure, double widestNote) {
        double cells = Math.max(widestFigure, widestNote) + PADDING;
        double fitted = Math.ceil(Math.max(cells, widest(new Text(), HEADER, Arrays.stream(header.split(" "))) + HEADER_PADDING));
        column.setMinWidth(fitted);
        column.setPrefWidth(fitted);
    }

    /** A column header with a line per word ("Docs read" on two lines), as {@link #fit} measures it, with a tooltip. */
    public static Label header(String text, String tooltip) {
        Label label = new Label(text.replace(' ', '\n'));
        label.setTextAlignment(javafx.scene.text.TextAlignment.CENTER);
        label.setMinWidth(Region.USE_PREF_SIZE);
        if (tooltip != null) label.setTooltip(new javafx.scene.control.Tooltip(tooltip));
        return label;
    }

    private static Stream<String> longest(Stream<String> texts) {
        return texts.sorted(Comparator.comparingInt(String::length).reversed()).limit(MEASURED);
    }

    private static double widest(Text probe, Font font, Stream<String> texts) {
        probe.setFont(font);
        return texts.mapToDouble(s -> {
            probe.setText(s);
            return probe.getLayoutBounds().getWidth();
        }).max().orElse(0);
    }
}
