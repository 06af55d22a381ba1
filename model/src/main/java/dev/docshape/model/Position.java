package dev.docshape.model;

/** Where an entity sits on the designer's canvas (top-left corner, in canvas units). */
public record Position(double x, double y) {
    public static final Position ORIGIN = new Position(0, 0);

    public Position translate(double dx, double dy) {
        return new Position(x + dx, y + dy);
    }
}
