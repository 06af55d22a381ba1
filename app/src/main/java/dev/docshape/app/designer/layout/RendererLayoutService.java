package dev.docshape.app.designer.layout;

import dev.docshape.model.DataModel;
import dev.docshape.model.Design;
import dev.docshape.model.Position;
import dev.docshape.renderer.diagram.CardPlaces;

import java.util.LinkedHashMap;
import java.util.Map;

/** Automatic layout by the renderer module (graphviz, {@link CardPlaces}), fitted to the sizes the canvas draws. */
public final class RendererLayoutService implements LayoutService {

    @Override
    public Map<String, Position> layout(DataModel model, Design design, Map<String, Size> sizes) {
        return layout(model, design, sizes, 0);
    }

    @Override
    public Map<String, Position> layout(DataModel model, Design design, Map<String, Size> sizes, double aspect) {
        Map<String, dev.docshape.renderer.Size> measured = new LinkedHashMap<>();
        sizes.forEach((id, s) -> measured.put(id, new dev.docshape.renderer.Size(s.width(), s.height())));
        return CardPlaces.of(model, design, measured, aspect);
    }
}
