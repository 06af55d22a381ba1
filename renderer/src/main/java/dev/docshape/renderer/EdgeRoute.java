package dev.docshape.renderer;

import java.util.List;

/**
 * How automatic layout routed one relationship.
 *
 * @param id       the relationship id (entity view), or {@code collection.field.path} of the field
 *                 holding the reference (document view, e.g. {@code books.publisherId})
 * @param from     the id of the box the edge leaves (entity id or collection name)
 * @param to       the id of the box the edge enters
 * @param points   a piecewise cubic Bezier curve: the first point, then three points per segment
 *                 (two control points and the segment's end), so {@code 3n + 1} points in all
 * @param fromTip  where the arrow at the {@code from} end touches the box, or null when that end has no arrow
 * @param toTip    where the arrow at the {@code to} end touches the box, or null when that end has no arrow
 * @param label    the centre of the edge's label, or null when it has none
 */
public record EdgeRoute(String id, String from, String to, List<Point> points, Point fromTip, Point toTip,
                        Point label) {
    public EdgeRoute {
        points = List.copyOf(points);
    }
}
