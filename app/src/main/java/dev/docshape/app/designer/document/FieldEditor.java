package dev.docshape.app.designer.document;

import dev.docshape.model.Labels;
import dev.docshape.model.naming.Nouns;
import dev.docshape.app.designer.diagram.FieldCommands;
import dev.docshape.app.text.ConstantInput;
import dev.docshape.app.text.ValuesInput;
import dev.docshape.app.text.NumberInput;
import dev.docshape.app.text.RangeInput;
import dev.docshape.model.Entity;
import dev.docshape.model.Field;
import dev.docshape.model.FieldType;
import dev.docshape.model.FieldValues;
import dev.docshape.model.Project;
import dev.docshape.model.ValueRange;
import dev.docshape.model.edit.CompositeBuilder;
import dev.docshape.model.edit.Edits;
import dev.docshape.storage.sample.TypicalSizes;

import java.util.List;
import java.util.OptionalDouble;
import java.util.OptionalInt;
import java.util.OptionalLong;

/**
 * Adds, names, types, moves and removes an entity's fields, asked for on the canvas and in the
 * inspector, one undo step each through the {@link DesignEditor}.
 */
public final class FieldEditor implements FieldCommands {
    private final DesignEditor editor;
    private final TypicalSizes typicalSizes = new TypicalSizes();
    private long addedFieldRevision = -1;

    FieldEditor(DesignEditor editor) {
        this.editor = editor;
    }

    @Override
    public void addField(String entityId) {
        if (editor.run(p -> {
            Entity entity = p.model().requireEntity(entityId);
            return Edits.addField(p, entityId, Field.of(Naming.fieldName(entity, "field"), FieldType.STRING));
        })) {
            addedFieldRevision = editor.document().revisionProperty().get();
        }
    }

    /**
     * Takes back the field just added, when the user cancels its name (Escape) before anything else
     * changed: the add is undone, so no stray "field" is left and no extra undo step either.
     */
    @Override
    public void discardNewField(String entityId, int index) {
        if (addedFieldRevision == editor.document().revisionProperty().get()
                && editor.document().project().model().entity(entityId).filter(e -> e.fields().size() == index + 1).isPresent()) {
            editor.document().undo();
        }
        addedFieldRevision = -1;
    }

    /**
     * Quick entry of field {@code index}: {@code email: string} or {@code total decimal} sets the
     * name and the type in one undo step, {@code day: integer 1..7} its range too, a plain name renames it
     * ({@link FieldEntry}).
     */
    @Override
    public boolean enterField(String entityId, int index, String typed) {
        FieldEntry entry;
        try {
            entry = FieldEntry.parse(typed);
        } catch (IllegalArgumentException e) {
            editor.report("Field " + (index + 1) + ": " + e.getMessage());
            return false;
        }
        Field before = shownField(entityId, index);
        if (before == null) return false;
        boolean rename = !entry.name().isEmpty() && !entry.name().equals(before.name());
        boolean retype = entry.type() != null && entry.type() != before.type();
        boolean range = entry.range() != null && !entry.range().equals(before.range());
        String name = rename ? entry.name() : before.name();
        Integer size = (rename || retype) ? typicalSize(entityId, before, name, retype ? entry.type() : before.type()) : null;
        if (range && !rename && !retype) {
            editor.run(p -> Edits.setFieldRange(p, entityId, name, entry.range()));
        } else if (rename && retype || size != null || range) {
            String label = retype || range ? "Set field " + name + ": " + Labels.words(entry.type()) + (range ? " " + entry.range().describe() : "")
                    : "Rename field " + editor.document().project().model().requireEntity(entityId).name() + "." + before.name() + " to " + name;
            String dropped = retype && !range ? rangeDropped(entityId, name, before.range(), entry.type()) : null;
            boolean done = editor.run(p -> {
                CompositeBuilder steps = Edits.compose(p, label);
                if (rename) steps.then(q -> Edits.renameField(q, entityId, before.name(), name));
                if (retype) steps.then(q -> Edits.retypeField(q, entityId, name, entry.type()));
                if (size != null) steps.then(q -> Edits.setFieldAvgSize(q, entityId, name, size));
                if (range) steps.then(q -> Edits.setFieldRange(q, entityId, name, entry.range()));
                return steps.build();
            });
            if (done && dropped != null) editor.report(dropped);
        } else if (rename) {
            renameField(entityId, index, name);
        } else if (retype) {
            retypeField(entityId, index, entry.type());
        }
        return true;
    }

    /**
     * The size a string field named or typed anew takes when the user gave it none: the sample's typical size of the
     * kind its name says (an {@code email} about 27 bytes), the rule {@code import sql} sizes columns by
     * ({@link TypicalSizes}, decision 0537); null when it keeps the type's default.
     */
    private Integer typicalSize(String entityId, Field before, String name, FieldType type) {
        if (type != FieldType.STRING || before.avgSize() != 0) return null;
        String entity = editor.document().project().model().requireEntity(entityId).name();
        OptionalInt size = typicalSizes.of(name, entity);
        return size.isPresent() ? size.getAsInt() : null;
    }

    @Override
    public void renameField(String entityId, int index, String newName) {
        editor.run(p -> Edits.renameField(p, entityId, fieldAt(p, entityId, index).name(), newName.strip()));
    }

    /**
     * Gives the field another type in one undo step. A range the new type still has (an integer made a long, a double
     * or a decimal) is kept; one it cannot have goes in the same step, and the status line says so (decision 0547).
     */
    @Override
    public void retypeField(String entityId, int index, FieldType newType) {
        String dropped;
        try {
            Field field = fieldAt(editor.document().project(), entityId, index);
            dropped = rangeDropped(entityId, field.name(), field.range(), newType);
        } catch (IllegalArgumentException e) {
            editor.report(e.getMessage());
            return;
        }
        if (editor.run(p -> Edits.retypeField(p, entityId, fieldAt(p, entityId, index).name(), newType)) && dropped != null) {
            editor.report(dropped);
        }
    }

    /** What the status line says when retyping a field with {@code range} to {@code newType} takes the range away; null when it does not. */
    private String rangeDropped(String entityId, String field, ValueRange range, FieldType newType) {
        if (range == null || ValueRange.applies(newType)) return null;
        String entity = editor.document().project().model().requireEntity(entityId).name();
        return "Range " + range.describe() + " of " + entity + "." + field + " removed: "
                + Nouns.withArticle(Labels.words(newType)) + " has no range";
    }

    /**
     * Sets how often the field changes per day from what the user typed: blank lets it follow its
     * entity's rate, otherwise a number of at least 0; anything else is reported, not applied.
     */
    public void setFieldUpdatesPerDay(String entityId, int index, String typed) {
        String text = typed == null ? "" : typed.strip();
        OptionalDouble rate = NumberInput.decimal(text);
        if (!text.isEmpty() && rate.isEmpty()) {
            editor.report("Changes per day of a field: '" + text + "' is not a number (leave it empty to follow the entity)");
            return;
        }
        Double perDay = rate.isPresent() ? rate.getAsDouble() : null;
        editor.run(p -> Edits.setFieldUpdatesPerDay(p, entityId, fieldAt(p, entityId, index).name(), perDay));
    }

    /**
     * Declares how many distinct values the field takes from what the user typed: blank declares none, otherwise a
     * whole number of at least 2 (decision 0401); anything else is reported, not applied.
     */
    public void setFieldDistinctValues(String entityId, int index, String typed) {
        String text = typed == null ? "" : typed.strip();
        OptionalLong count = NumberInput.whole(text);
        if (!text.isEmpty() && (count.isEmpty() || count.getAsLong() < 2 || count.getAsLong() > Integer.MAX_VALUE)) {
            editor.report("Distinct values of a field: '" + text + "' is not a whole number of at least 2 (leave it empty to declare none)");
            return;
        }
        Integer values = count.isPresent() ? (int) count.getAsLong() : null;
        editor.run(p -> Edits.setFieldDistinctValues(p, entityId, fieldAt(p, entityId, index).name(), values));
    }

    /**
     * Declares the range a number field's values keep from what the user typed ({@link RangeInput}: {@code 1 to 7},
     * {@code above 0}, {@code at least 0 and below 100}); blank declares none. A range that holds no value, a word
     * that is not a bound or a range on a field other than a number is reported, naming the field, not applied.
     */
    public void setFieldRange(String entityId, int index, String typed) {
        Field shown = shownField(entityId, index);
        if (shown == null) return;
        String field = shown.name();
        ValueRange range;
        try {
            range = RangeInput.parse(typed);
        } catch (IllegalArgumentException e) {
            editor.report("Range of field " + field + ": " + e.getMessage());
            return;
        }
        editor.run(p -> Edits.setFieldRange(p, entityId, field, range));
    }

    /**
     * Sets the share of the entity's instances that hold the field from the percentage the user typed ({@code 35} or
     * {@code 35 %}, above 0 and at most 100; decision 0534). A required field, or anything else, is reported naming the
     * field, not applied.
     */
    public void setFieldPresence(String entityId, int index, String typed) {
        Field field = shownField(entityId, index);
        if (field == null) return;
        String text = typed == null ? "" : typed.strip();
        OptionalDouble share = NumberInput.percent(text);
        if (share.isEmpty() || !(share.getAsDouble() > 0 && share.getAsDouble() <= 1)) {
            editor.report("Presence of field " + field.name() + ": '" + text + "' is not a percentage above 0 and at most 100 (35 or 35 %)");
            return;
        }
        editor.run(p -> Edits.setFieldPresence(p, entityId, field.name(), share.getAsDouble()));
    }

    /**
     * Declares the one value a string or boolean field holds from what the user typed ({@link ConstantInput}: JSON text or
     * the plain words, {@code true} or {@code false}); blank declares none. Anything else is reported naming the field.
     */
    public void setFieldConstant(String entityId, int index, String typed) {
        Field field = shownField(entityId, index);
        if (field == null) return;
        Object value;
        try {
            value = ConstantInput.parse(typed, field.type());
        } catch (IllegalArgumentException e) {
            editor.report("Constant of field " + field.name() + ": " + e.getMessage());
            return;
        }
        editor.run(p -> Edits.setFieldConstant(p, entityId, field.name(), value));
    }

    /**
     * Sets the values a string or number field takes from what the user typed ({@link ValuesInput}: comma-separated
     * words or JSON strings, or numbers): for a string one value is its constant, several its values, blank none, in
     * one undo step (decisions 0555, 0566). Anything else is reported naming the field and the value.
     */
    public void setFieldValues(String entityId, int index, String typed) {
        Field field = shownField(entityId, index);
        if (field == null) return;
        List<Object> values;
        try {
            values = ValuesInput.parse(typed, field.type());
        } catch (IllegalArgumentException e) {
            editor.report("Values of field " + field.name() + ": " + e.getMessage());
            return;
        }
        if (values.size() == 1 && ValueRange.applies(field.type())) {
            editor.report("Values of field " + field.name() + ": list 2 values or more; a number that is always "
                    + FieldValues.listed(values) + " says so with the range =" + FieldValues.listed(values));
            return;
        }
        // the model's refusal (a value twice, one too long) names the field too
        editor.run(p -> Edits.setFieldValues(p, entityId, field.name(), values));
    }

    /** Describes the field named {@code fieldName} in words, in one undo step (decision 0566); blank removes its description. */
    public void describeField(String entityId, String fieldName, String text) {
        editor.run(p -> Edits.setFieldDescription(p, entityId, fieldName, text));
    }

    /** Field {@code index} of the entity as the project holds it now, or null when it has none (reported). */
    private Field shownField(String entityId, int index) {
        try {
            return fieldAt(editor.document().project(), entityId, index);
        } catch (IllegalArgumentException e) {
            editor.report(e.getMessage());
            return null;
        }
    }

    @Override
    public void moveField(String entityId, int index, int delta) {
        editor.run(p -> Edits.moveField(p, entityId, fieldAt(p, entityId, index).name(), index + delta));
    }

    @Override
    public void removeField(String entityId, int index) {
        editor.run(p -> Edits.removeField(p, entityId, fieldAt(p, entityId, index).name()));
    }

    public void setFieldRequired(String entityId, int index, boolean required) {
        editor.run(p -> Edits.setFieldRequired(p, entityId, fieldAt(p, entityId, index).name(), required));
    }

    private static Field fieldAt(Project p, String entityId, int index) {
        List<Field> fields = p.model().requireEntity(entityId).fields();
        if (index < 0 || index >= fields.size()) {
            throw new IllegalArgumentException("entity '" + entityId + "' has no field number " + (index + 1));
        }
        return fields.get(index);
    }
}
