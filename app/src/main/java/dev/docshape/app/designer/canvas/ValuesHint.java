package dev.docshape.app.designer.canvas;

import dev.docshape.model.Field;
import dev.docshape.model.FieldValues;

import java.util.List;
import java.util.function.ToDoubleFunction;

/**
 * A field's listed values on its card, after its type (decision 0566): {@code string ∈ open|in_progress|…}, as many
 * whole values as fit in the room its line leaves beside the field's name, the rest said by {@code …}; where not even
 * one fits, {@code string ∈ …} says that it lists some, and the bare type stays where not even that fits. The card is never made wider for them: its width comes from the bare types
 * ({@link CardSizer}), so a stored layout stays as it was.
 */
final class ValuesHint {
    static final String IN = " ∈ ";
    static final String MORE = "|…";
    static final int TIP_VALUES = 20;

    private ValuesHint() {
    }

    /** {@code type} with the first {@link #TIP_VALUES} values {@code field} lists: a sketch's tooltip, where there is room. */
    static String full(Field field, String type) {
        List<Object> values = field.values();
        if (values == null) return type;
        String shown = String.join("|", values.stream().limit(TIP_VALUES).map(v -> FieldValues.listed(List.of(v))).toList());
        return type + IN + shown + (values.size() > TIP_VALUES ? MORE : "");
    }

    /** The longest hint for {@code field}, whose bare type text is {@code type}, whose width by {@code width} is at most {@code room}. */
    static String fit(Field field, String type, double room, ToDoubleFunction<String> width) {
        List<Object> values = field.values();
        if (values == null || values.isEmpty()) return type;
        StringBuilder hint = new StringBuilder(type).append(IN);
        String best = type;
        for (int i = 0; i < values.size(); i++) {
            if (i > 0) hint.append('|');
            hint.append(FieldValues.listed(List.of(values.get(i))));
            String candidate = i == values.size() - 1 ? hint.toString() : hint + MORE;
            if (width.applyAsDouble(candidate) <= room) best = candidate;
            else if (width.applyAsDouble(hint.toString()) > room) break;
        }
        String some = type + IN + "…";
        return best.equals(type) && width.applyAsDouble(some) <= room ? some : best;
    }
}
