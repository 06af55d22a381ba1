package dev.docshape.storage.imports.infer;

import java.util.Set;

/**
 * A GeoJSON geometry among the (sub)documents (RFC 7946 section 3.1): an object with {@code coordinates}, an array, and a
 * {@code type} naming one of the six geometries that have them. Its {@code type} is fixed by the specification, not by
 * how many were seen, so the import declares it as the field's constant however few documents held it
 * (docs/imports.md "One value", decision 0544).
 */
final class GeoJson {
    static final String TYPE = "type";
    private static final String COORDINATES = "coordinates";
    /** The geometries with coordinates; a GeometryCollection holds {@code geometries} instead. */
    private static final Set<String> GEOMETRIES = Set.of("Point", "MultiPoint", "LineString", "MultiLineString", "Polygon", "MultiPolygon");

    private GeoJson() {
    }

    /**
     * The geometry every object of {@code stats} is ({@code "Point"}) when they are GeoJSON geometries of one type: each
     * {@code type} the same geometry's name and {@code coordinates} an array; else null (a mix of geometries, other words).
     */
    static String geometryType(ShapeStats stats) {
        FieldStats type = stats.field(TYPE);
        FieldStats coordinates = stats.field(COORDINATES);
        if (type == null || coordinates == null || coordinates.dominantType() != ValueType.ARRAY) return null;
        return type.onlyValue() instanceof String name && GEOMETRIES.contains(name) ? name : null;
    }
}
