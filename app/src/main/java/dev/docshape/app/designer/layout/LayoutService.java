package dev.docshape.app.designer.layout;

import dev.docshape.model.DataModel;
import dev.docshape.model.Position;
import dev.docshape.model.Design;

import java.util.Map;

/** Arranges the entities of a model; slow (it runs graphviz), so it is called off the UI thread. */
public interface LayoutService {

    /** The drawn size of an entity, in canvas units. */
    record Size(double width, double height) {
    }

    /**
     * New top-left positions (canvas units) for the entities, given the size each is drawn at.
     *
     * @throws Exception with a message fit for the status bar when the layout cannot be made
     */
    Map<String, Position> layout(DataModel model, Design design, Map<String, Size> sizes) throws Exception;

    /**
     * As {@link #layout(DataModel, Design, Map)}, shaped for a view of {@code aspect} (width over height) where the
     * service can (decision 0576); by default the shape is the layout's own.
     */
    default Map<String, Position> layout(DataModel model, Design design, Map<String, Size> sizes, double aspect) throws Exception {
        return layout(model, design, sizes);
    }
}
