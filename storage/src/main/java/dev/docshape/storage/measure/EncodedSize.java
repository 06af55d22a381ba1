package dev.docshape.storage.measure;

import com.fasterxml.jackson.databind.JsonNode;
import dev.docshape.model.FieldType;
import dev.docshape.model.profile.Profile;
import dev.docshape.model.profile.SizeEncoding;
import dev.docshape.model.projection.CollectionShape;
import dev.docshape.model.projection.Projection;
import dev.docshape.model.projection.ShapeField;

import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * The size of a document read from the store in the profile's encoding (BSON for MongoDB, the
 * compact JSON of Cosmos DB), from its real structure and values: the fields it really has, its
 * arrays' real lengths and its strings' real lengths, with the per-type constants the estimator
 * uses (decision record 0011). So measured and estimated bytes differ only where the documents do,
 * not because one is JSON text and the other BSON.
 */
final class EncodedSize {
    private final Projection projection;
    private final SizeEncoding encoding;
    private final String idField;

    EncodedSize(Projection projection, Profile profile) {
        this.projection = projection;
        this.encoding = profile.sizeEncoding();
        this.idField = profile.idFieldName();
    }

    /** The size of one stored document of {@code collection} (its JSON text when the collection is unknown). */
    double of(String collection, JsonNode document) {
        CollectionShape c = projection.collection(collection).orElse(null);
        if (c == null) return document.toString().getBytes(StandardCharsets.UTF_8).length;
        double total = encoding.documentOverhead();
        for (ShapeField f : c.document().fields()) {
            boolean id = f.role() == ShapeField.Role.ID;
            JsonNode value = document.get(id ? dev.docshape.storage.sample.SampleGenerator.ID : f.name());
            if (value == null || value.isNull()) continue;
            total += encoding.fieldOverhead(id ? idField : f.name()) + value(f, value);
        }
        return total;
    }

    private double value(ShapeField f, JsonNode value) {
        return switch (f.kind()) {
            case SCALAR -> scalar(f.scalarType(), value);
            case OBJECT -> object(f.children(), value);
            case ARRAY -> {
                double items = 0;
                for (JsonNode item : value) items += f.children().isEmpty() ? scalar(f.scalarType(), item) : object(f.children(), item);
                yield encoding.documentOverhead() + encoding.arrayItemsOverhead(value.size()) + items;
            }
        };
    }

    private double object(List<ShapeField> fields, JsonNode object) {
        double total = encoding.documentOverhead();
        for (ShapeField c : fields) {
            JsonNode v = object.get(c.name());
            if (v != null && !v.isNull()) total += encoding.fieldOverhead(c.name()) + value(c, v);
        }
        return total;
    }

    private double scalar(FieldType type, JsonNode value) {
        int size = 0;
        if (type == FieldType.STRING && value.isTextual()) size = Math.max(1, value.asText().getBytes(StandardCharsets.UTF_8).length);
        if (type == FieldType.BINARY && value.isTextual()) size = Math.max(1, value.asText().length() * 3 / 4); // base64 text
        return encoding.valueBytes(type, size);
    }
}
