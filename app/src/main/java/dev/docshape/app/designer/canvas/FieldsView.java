package dev.docshape.app.designer.canvas;

import dev.docshape.model.Labels;
import dev.docshape.app.designer.diagram.DiagramCommands;
import dev.docshape.app.text.RangeInput;
import dev.docshape.model.Field;
import dev.docshape.model.FieldType;
import javafx.geometry.Point2D;
import javafx.scene.control.TextField;
import javafx.scene.input.MouseButton;
import javafx.scene.input.MouseEvent;
import javafx.scene.text.Text;

import java.util.List;

/**
 * An entity's fields on the canvas: names on the left, types on the right, drawn as two texts of
 * one line per field (a large model has thousands of fields; two nodes per entity keep the
 * canvas quick). Double-click a name to rename it in place; a click on a field focuses it for the
 * Model > Field commands, and a click on its type or a right-click opens their menus (built by
 * the window from the action catalogue). A field's listed values follow its type as far as the line has room
 * ({@link ValuesHint}); the card's width is its bare types'. A field's description is marked in the left margin and shown
 * in the card's tooltip while the pointer is on its line ({@link DescriptionMarks}, {@link CardTip}).
 */
final class FieldsView extends TwoColumns {
    private final String entityId;
    private final DiagramCommands commands;
    private final CanvasGestures gestures;
    private final DoubleClick clicks = new DoubleClick();
    private List<Field> fields = List.of();
    /** Each field's type as {@link #typeText} writes it, without listed values. */
    private List<String> bareTypes = List.of();
    private boolean listsValues;
    /** Measures a line in the font of the names or of the types, for the room the values have. */
    private final Text probe = new Text();
    private TextField editor;
    /** The marks of described fields; null until the card shows one. */
    private DescriptionMarks marks;
    /** Told the description of the field under the pointer ("body: The post's text"), null on a field without one. */
    private final java.util.function.Consumer<String> pointedDescription;

    FieldsView(String entityId, DiagramCommands commands, CanvasGestures gestures, java.util.function.Consumer<String> pointedDescription) {
        super("entity-fields", "field-names", "field-types");
        this.entityId = entityId;
        this.commands = commands;
        this.gestures = gestures;
        this.pointedDescription = pointedDescription;
        addEventHandler(MouseEvent.MOUSE_CLICKED, this::clicked);
    }

    void show(List<Field> newFields) {
        fields = List.copyOf(newFields);
        if (marks == null && DescriptionMarks.anyDescribed(fields)) describe();
        if (marks != null) pointedDescription.accept(null);
        bareTypes = fields.stream().map(FieldsView::typeText).toList();
        listsValues = fields.stream().anyMatch(f -> f.values() != null);
        showRows(fields.stream().map(Field::name).toList(), bareTypes);
    }

    /**
     * A field's type as its card shows it: {@code string}, {@code date[]}; {@code string?} for a field only some
     * instances hold (decision 0544); a number's range in short after it ({@code integer 1..7}, decision 0547).
     */
    static String typeText(Field field) {
        String type = field.type() == FieldType.ARRAY && field.itemType() != null ? Labels.words(field.itemType()) + "[]" : Labels.words(field.type());
        if (field.presence() < 1) type += "?";
        return field.range() == null ? type : type + " " + RangeInput.compact(field.range());
    }

    /** The width of the types without listed values: what the card is sized by and where a click is on a type. */
    private double bareTypesWidth() {
        return listsValues ? measure(String.join("\n", bareTypes), types) : types.getLayoutBounds().getWidth();
    }

    private double measure(String text, Text like) {
        probe.setFont(like.getFont());
        probe.setLineSpacing(like.getLineSpacing());
        probe.setText(text);
        return probe.getLayoutBounds().getWidth();
    }

    @Override
    protected double computePrefWidth(double height) {
        return snappedLeftInset() + names.getLayoutBounds().getWidth() + GAP + bareTypesWidth() + snappedRightInset();
    }

    /** The types with as many listed values as each line has room for beside its name, at the width given. */
    private void fitValues() {
        double room = getWidth() - snappedLeftInset() - snappedRightInset() - GAP;
        List<String> shown = new java.util.ArrayList<>(bareTypes);
        for (int i = 0; i < fields.size(); i++) {
            Field field = fields.get(i);
            if (field.values() != null) {
                shown.set(i, ValuesHint.fit(field, bareTypes.get(i), room - measure(field.name(), names), line -> measure(line, types)));
            }
        }
        String text = String.join("\n", shown);
        if (!text.equals(types.getText())) types.setText(text);
    }

    /** Marks described fields and follows the pointer over them, from the first description the card shows on. */
    private void describe() {
        marks = new DescriptionMarks();
        getChildren().add(marks);
        addEventHandler(MouseEvent.MOUSE_MOVED, e -> pointedDescription.accept(descriptionAt(rowAt(e.getY()))));
        addEventHandler(MouseEvent.MOUSE_EXITED, e -> pointedDescription.accept(null));
    }

    private String descriptionAt(int row) {
        if (row < 0) return null;
        Field field = fields.get(row);
        return field.description() == null ? null : field.name() + ": " + field.description();
    }

    /** The height of one field's line. */
    double rowHeight() {
        return fields.isEmpty() ? 0 : names.getLayoutBounds().getHeight() / fields.size();
    }

    /** Where the name ({@code type} false) or the type of field {@code index} is drawn, in this view. */
    public Point2D rowCenter(int index, boolean type) {
        double y = snappedTopInset() + rowHeight() * (index + 0.5);
        if (type) return new Point2D(getWidth() - snappedRightInset() - bareTypesWidth() / 2, y);
        return new Point2D(snappedLeftInset() + Math.min(20, names.getLayoutBounds().getWidth() / 2), y);
    }

    private int rowAt(double y) {
        int row = (int) Math.floor((y - snappedTopInset()) / rowHeight());
        return row >= 0 && row < fields.size() ? row : -1;
    }

    private boolean onType(double x) {
        return x >= getWidth() - snappedRightInset() - bareTypesWidth() - 4;
    }

    private void clicked(MouseEvent e) {
        int row = rowAt(e.getY());
        if (row < 0) return;
        if (e.getButton() == MouseButton.SECONDARY) {
            gestures.fieldMenuRequested(entityId, row, false, e.getScreenX(), e.getScreenY());
            e.consume();
        } else if (clicks.test(e)) {
            if (!onType(e.getX())) startRename(row, false);
            e.consume();
        } else if (e.getButton() == MouseButton.PRIMARY && e.isStillSincePress() && onType(e.getX())) {
            Point2D at = localToScreen(rowCenter(row, true).add(0, rowHeight() / 2));
            gestures.fieldMenuRequested(entityId, row, true, at.getX(), at.getY());
            e.consume();
        } else if (e.getButton() == MouseButton.PRIMARY && e.isStillSincePress() && !e.isShiftDown() && !e.isShortcutDown()) {
            gestures.fieldClicked(entityId, row);
        }
    }

    /**
     * Puts a text field over the name of field {@code index}. Enter takes what was typed, a name or
     * quick entry such as {@code email: string}; on a field just added ({@code fresh}) it goes on to
     * a new one, and Escape, or leaving it untouched, takes the field back.
     */
    void startRename(int index, boolean fresh) {
        if (index < 0 || index >= fields.size()) return;
        if (editor != null) getChildren().remove(editor);
        TextField[] field = new TextField[1];
        boolean[] accepted = {true};
        field[0] = InlineEditor.create(fields.get(index).name(), () -> {
            getChildren().remove(field[0]);
            if (editor == field[0]) editor = null;
        }, typed -> accepted[0] = commands.fields().enterField(entityId, index, typed), () -> {
            // after a refused entry stay put, so its problem stays in the status bar (a new field would clear it)
            if (accepted[0] && fresh && index == fields.size() - 1) addAndEdit();
            else requestCanvasFocus();
        }, () -> {
            if (fresh) commands.fields().discardNewField(entityId, index);
        });
        field[0].setTooltip(new javafx.scene.control.Tooltip(
                "A name, or name and type (email: string, total decimal, day: integer 1..7); on a new field Enter adds the next one, Escape stops"));
        editor = field[0];
        editor.setUserData(index);
        getChildren().add(editor);
        editor.applyCss();
        layoutEditor();
        editor.requestFocus();
        editor.selectAll();
    }

    /** Adds a field at the end and starts naming it. */
    void addAndEdit() {
        int before = fields.size();
        commands.fields().addField(entityId);
        if (fields.size() == before + 1) {
            applyCss();
            layout();
            startRename(before, true);
        }
    }

    private void requestCanvasFocus() {
        for (javafx.scene.Node n = getParent(); n != null; n = n.getParent()) {
            if (n.isFocusTraversable()) {
                n.requestFocus();
                return;
            }
        }
    }

    @Override
    protected void layoutChildren() {
        if (listsValues) fitValues();
        super.layoutChildren();
        if (marks != null) marks.mark(fields, snappedLeftInset(), snappedTopInset(), rowHeight());
        layoutEditor();
    }

    private void layoutEditor() {
        if (editor == null) return;
        int index = (Integer) editor.getUserData();
        double h = editor.prefHeight(-1);
        double y = snappedTopInset() + rowHeight() * (index + 0.5) - h / 2;
        editor.resizeRelocate(snappedLeftInset() - 4, y, Math.max(120, getWidth() - snappedLeftInset() - snappedRightInset() + 8), h);
    }
}
