package dev.docshape.model.estimate;

import dev.docshape.model.profile.DatabaseKind;
import dev.docshape.model.projection.DocumentShape;
import dev.docshape.model.projection.ShapeField;

import java.util.List;

/**
 * How many index entries one document of a collection holds (docs/counting-rules.md#request-units
 * and #mongodb-figures): what inserting or deleting it costs the indexes.
 * <ul>
 *   <li>Cosmos DB indexes every property by default: every scalar value is a term, each item of an
 *       array of scalars one, each object's values counted through it;</li>
 *   <li>MongoDB indexes {@code _id} and the fields DocShape's queries filter on: the top-level
 *       references (a parent's id, an array of ids, the ids of a joining document) and the ids of
 *       extended-reference copies.</li>
 * </ul>
 */
final class IndexTerms {
    private IndexTerms() {
    }

    /** The average number of index entries of one document of {@code shape} in the database of {@code kind}. */
    static double of(DocumentShape shape, DatabaseKind kind) {
        return kind == DatabaseKind.COSMOS ? values(shape.fields()) : mongoKeys(shape.fields());
    }

    private static double values(List<ShapeField> fields) {
        double terms = 0;
        for (ShapeField f : fields) {
            terms += switch (f.kind()) {
                case SCALAR -> 1;
                case OBJECT -> values(f.children());
                case ARRAY -> f.avgItems() * (f.children().isEmpty() ? 1 : values(f.children()));
            };
        }
        return terms;
    }

    private static double mongoKeys(List<ShapeField> fields) {
        double keys = 0;
        for (ShapeField f : fields) {
            if (f.role() == ShapeField.Role.ID) keys += 1;
            else if (f.role() == ShapeField.Role.REFERENCE || f.role() == ShapeField.Role.COPIED) {
                keys += f.kind() == ShapeField.Kind.ARRAY ? f.avgItems() : 1;
            }
        }
        return keys;
    }
}
