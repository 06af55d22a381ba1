package dev.docshape.renderer;

/** The size of a box in canvas units (1 unit = 1 point = 1/72 inch, as graphviz counts). */
public record Size(double width, double height) {
    public Size {
        if (!(width > 0) || !(height > 0) || Double.isInfinite(width) || Double.isInfinite(height)) {
            throw new IllegalArgumentException("a size must be positive and finite, was " + width + " x " + height);
        }
    }
}
