package dev.docshape.model.estimate;

import dev.docshape.model.FieldType;
import dev.docshape.model.profile.Profile;
import dev.docshape.model.profile.SizeEncoding;
import dev.docshape.model.projection.DocumentShape;
import dev.docshape.model.projection.ShapeField;

import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * Average and maximum size of a document shape under a profile's size encoding (decision record
 * 0011): field names and values by type, plus for arrays the item count times the item size. The
 * average uses average counts, the maximum the maximum counts; an unbounded array (anywhere in the
 * document) has no maximum. A field only some documents hold counts its share of them in the average (decision 0534).
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
        Sizes total = new Sizes(enc.documentOverhead(), enc.documentOverhead());
        for (ShapeField f : shape.fields()) {
            String name = f.role() == ShapeField.Role.ID ? profile.idFieldName() : f.name();
            total.addField(enc.fieldOverhead(name), value(f, enc), f.presence());
        }
        return new DocumentSize(total.avg, Double.isNaN(total.max) ? null : total.max);
    }

    /**
     * The bytes of the type field ({@code "type": "OrderLine"}) every document of a collection that shares its container
     * with other entities' documents carries, a string of the entity's name (docs/counting-rules.md "Co-location").
     */
    public static double typeFieldBytes(String field, String value, Profile profile) {
        SizeEncoding enc = profile.sizeEncoding();
        return enc.fieldOverhead(field) + enc.valueBytes(FieldType.STRING,
                Math.max(1, value.getBytes(StandardCharsets.UTF_8).length));
    }

    /** Average and maximum bytes of a field's value; the maximum is NaN when unbounded. */
    private static Sizes value(ShapeField f, SizeEncoding enc) {
        switch (f.kind()) {
            case SCALAR -> {
                double bytes = enc.valueBytes(f.scalarType(), f.avgSize());
                return new Sizes(bytes, bytes);
            }
            case OBJECT -> {
                Sizes object = object(f.children(), enc);
                // an object of any shape (a JSON column) holds its declared bytes (decision 0556)
                if (f.freeForm()) return new Sizes(object.avg + f.avgSize(), object.max + f.avgSize());
                return object;
            }
            default -> {
                Sizes item = f.scalarType() != null ? scalarItem(f, enc) : object(f.children(), enc);
                // an array a relationship puts there holds its children's average over every document; where only a share of
                // the documents holds it (left out where empty), each one that does holds that many more (decision 0573)
                double avgItems = f.relationship() != null && f.presence() < 1 ? f.avgItems() / f.presence() : f.avgItems();
                double avg = enc.documentOverhead() + enc.arrayItemsOverhead(avgItems) + avgItems * item.avg;
                double max = Double.NaN;
                if (f.maxItems() != null) {
                    double maxItems = f.maxItems();
                    max = enc.documentOverhead() + enc.arrayItemsOverhead(maxItems) + maxItems * item.max;
                }
                return new Sizes(avg, max);
            }
        }
    }

    private static Sizes scalarItem(ShapeField f, SizeEncoding enc) {
        double bytes = enc.valueBytes(f.scalarType(), f.avgSize());
        return new Sizes(bytes, bytes);
    }

    private static Sizes object(List<ShapeField> fields, SizeEncoding enc) {
        Sizes total = new Sizes(enc.documentOverhead(), enc.documentOverhead());
        for (ShapeField c : fields) total.addField(enc.fieldOverhead(c.name()), value(c, enc), c.presence());
        return total;
    }

    /** Running average and maximum; NaN in the maximum stays NaN (unbounded). */
    private static final class Sizes {
        double avg;
        double max;

        Sizes(double avg, double max) {
            this.avg = avg;
            this.max = max;
        }

        /** A field held by {@code presence} of the documents: its key and value count that share in the average, whole in the maximum. */
        void addField(double nameBytes, Sizes value, double presence) {
            avg += presence * (nameBytes + value.avg);
            max += nameBytes + value.max;
        }
    }
}
