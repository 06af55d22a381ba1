package dev.docshape.app.designer.layout;

import dev.docshape.model.DataModel;
import dev.docshape.model.Position;
import dev.docshape.model.Design;
import dev.docshape.renderer.Layout;
import dev.docshape.renderer.diagram.LayoutEngine;
import dev.docshape.renderer.NodeBox;
import dev.docshape.renderer.View;

import java.util.LinkedHashMap;
import java.util.Map;

/** Automatic layout by the renderer module (graphviz), fitted to the sizes the canvas draws. */
public final class RendererLayoutService implements LayoutService {
    /** Room around the diagram, so it does not touch the canvas origin. */
    private static final double MARGIN = 40;
    /**
     * Room added around each card while laying out, so the gaps between cards are wide enough
     * for the relationships' badges and captions, which the canvas places beside the lines.
     */
    static final double LABEL_ROOM = 18;

    @Override
    public Map<String, Position> layout(DataModel model, Design design, Map<String, Size> sizes) {
        Map<String, dev.docshape.renderer.Size> measured = new LinkedHashMap<>();
        sizes.forEach((id, s) -> measured.put(id,
                new dev.docshape.renderer.Size(s.width() + 2 * LABEL_ROOM, s.height() + 2 * LABEL_ROOM)));
        Layout layout = LayoutEngine.layout(model, design, View.ENTITY, measured);
        Map<String, Position> positions = new LinkedHashMap<>();
        for (NodeBox box : layout.nodes().values()) {
            positions.put(box.id(), new Position(MARGIN + LABEL_ROOM + box.x(), MARGIN + LABEL_ROOM + box.y()));
        }
        return positions;
    }
}
