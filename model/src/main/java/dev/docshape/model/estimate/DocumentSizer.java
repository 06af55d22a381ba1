package dev.docshape.model.estimate;

import dev.docshape.model.profile.Profile;
import dev.docshape.model.profile.SizeEncoding;
import dev.docshape.model.projection.DocumentShape;
import dev.docshape.model.projection.ShapeField;

import java.util.List;

/**
 * Average and maximum size of a document shape under a profile's size encoding (decision record
 * 0011): field names and values by type, plus for arrays the item count times the item size. The
 * average uses average counts, the maximum the maximum counts; an unbounded array (anywhere in the
 * document) has no maximum.
 */
public final class DocumentSizer {
    private DocumentSizer() {
    }

    /**
     * The size of one document.
     *
     * @param avgBytes average size in bytes
     * @param maxBytes maximum size in bytes, null when unbounded
     */
    public record DocumentSize(double avgBytes, Double maxBytes) {
    }

    public static DocumentSize size(DocumentShape shape, Profile profile) {
        SizeEncoding enc = profile.sizeEncoding();
        double avg = enc.documentOverhead();
        double max = enc.documentOverhead();
        boolean bounded = true;
        for (ShapeField f : shape.fields()) {
            String name = f.role() == ShapeField.Role.ID ? profile.idFieldName() : f.name();
            double overhead = enc.fieldOverhead(name);
            avg += overhead + value(f, enc, false);
            double m = value(f, enc, true);
            if (Double.isNaN(m)) bounded = false;
            else max += overhead + m;
        }
        return new DocumentSize(avg, bounded ? max : null);
    }

    /** Bytes of a field's value; with {@code maximum}, NaN when unbounded. */
    private static double value(ShapeField f, SizeEncoding enc, boolean maximum) {
        return switch (f.kind()) {
            case SCALAR -> enc.valueBytes(f.scalarType(), f.avgSize());
            case OBJECT -> object(f.children(), enc, maximum);
            case ARRAY -> {
                if (maximum && f.maxItems() == null) yield Double.NaN;
                double items = maximum ? f.maxItems() : f.avgItems();
                double item = f.scalarType() != null ? enc.valueBytes(f.scalarType(), f.avgSize())
                        : object(f.children(), enc, maximum);
                yield enc.documentOverhead() + enc.arrayItemsOverhead(items) + items * item;
            }
        };
    }

    private static double object(List<ShapeField> fields, SizeEncoding enc, boolean maximum) {
        double total = enc.documentOverhead();
        for (ShapeField c : fields) total += enc.fieldOverhead(c.name()) + value(c, enc, maximum);
        return total;
    }
}
