package dev.docshape.renderer;

/** A point in canvas units: origin at the top-left of the diagram, y grows downwards. */
public record Point(double x, double y) {
}
