package dev.docshape.app.designer.canvas;

import dev.docshape.app.designer.diagram.EntityViewModel;
import dev.docshape.app.designer.diagram.KeptFields;
import dev.docshape.model.Field;
import javafx.geometry.Bounds;
import javafx.geometry.Dimension2D;
import javafx.geometry.Insets;

import java.util.List;

/**
 * A card's size computed from its texts without making its nodes (decision 0385): the same sums as
 * the card's layout (a column of header, host, fields, kept fields and "+ field", each as wide as its
 * widest part), over text metrics of the theme's fonts. A card out of view has its size, which the
 * lines, the label placement, the minimap and automatic layout read, before its view is made.
 */
final class CardSizer {
    private final CardMetrics m;
    private final TextMeasure measure = new TextMeasure();

    CardSizer(CardMetrics metrics) {
        this.m = metrics;
    }

    /** Gives the view model the size its card will have. */
    void size(EntityViewModel vm) {
        Dimension2D size = size(vm.entity().fields(), vm.hostName().get(), vm.kept().get(), vm.entity().name());
        vm.width().set(size.getWidth());
        vm.height().set(size.getHeight());
    }

    Dimension2D size(List<Field> fields, String hostName, List<KeptFields.Line> kept, String name) {
        Column column = new Column();
        Bounds title = measure.of(name, m.name());
        column.add(m.header().getLeft() + m.snapX(title.getWidth()) + m.header().getRight(),
                m.header().getTop() + m.snapY(title.getHeight()) + m.header().getBottom());
        if (hostName != null) column.add(EntityView.HOST_MARGIN, measure.of("lives in " + hostName, m.host()));
        if (!fields.isEmpty()) {
            column.add(m.fields(), measure.of(lines(fields.stream().map(Field::name).toList()), m.fieldNames()),
                    measure.of(lines(fields.stream().map(FieldsView::typeText).toList()), m.fieldTypes()));
        }
        if (!kept.isEmpty()) {
            column.add(m.kept(), measure.of(lines(kept.stream().map(KeptFields.Line::field).toList()), m.keptNames()),
                    measure.of(lines(kept.stream().map(KeptFields.Line::kind).toList()), m.keptKinds()));
        }
        column.add(EntityView.ADD_MARGIN, measure.of(m.addText(), m.add()));
        Insets body = m.body();
        double width = body.getLeft() + column.width + body.getRight();
        double height = body.getTop() + column.height + m.bodySpacing() * (column.rows - 1) + body.getBottom();
        return new Dimension2D(Math.max(EntityView.MIN_WIDTH, width), height);
    }

    private static String lines(List<String> rows) {
        return String.join("\n", rows);
    }

    /** The card's body: its parts stacked, as wide as the widest. */
    private final class Column {
        double width;
        double height;
        int rows;

        void add(double w, double h) {
            width = Math.max(width, w);
            height += h;
            rows++;
        }

        /** A text with a margin around it. */
        void add(Insets margin, Bounds text) {
            add(margin.getLeft() + m.snapX(text.getWidth()) + margin.getRight(),
                    margin.getTop() + m.snapY(text.getHeight()) + margin.getBottom());
        }

        /** Two columns of lines (see {@link TwoColumns}) inside {@code insets}. */
        void add(Insets insets, Bounds names, Bounds words) {
            add(m.snapX(insets.getLeft() + names.getWidth() + TwoColumns.GAP + words.getWidth() + insets.getRight()),
                    m.snapY(insets.getTop() + names.getHeight() + insets.getBottom()));
        }
    }
}
