package dev.docshape.renderer;

/**
 * Where automatic layout put one box: an entity (entity view) or a collection (document view).
 *
 * @param id     the entity id or the collection name
 * @param x      left edge, canvas units
 * @param y      top edge, canvas units (y grows downwards)
 * @param width  width, canvas units
 * @param height height, canvas units
 */
public record NodeBox(String id, double x, double y, double width, double height) {

    public double centerX() {
        return x + width / 2;
    }

    public double centerY() {
        return y + height / 2;
    }

    /** True when the two boxes share interior area (touching edges do not count). */
    public boolean overlaps(NodeBox other) {
        return x < other.x + other.width && other.x < x + width
                && y < other.y + other.height && other.y < y + height;
    }
}
