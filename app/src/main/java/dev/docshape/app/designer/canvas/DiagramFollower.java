package dev.docshape.app.designer.canvas;

import dev.docshape.app.designer.diagram.DiagramViewModel;
import dev.docshape.app.designer.diagram.EntityViewModel;
import dev.docshape.app.designer.diagram.RelationshipViewModel;
import javafx.collections.MapChangeListener;

/** What the canvas listens to in the model: entities, relationships and notes added or removed become views made or dropped. */
final class DiagramFollower {
    private DiagramFollower() {
    }

    /** Makes the views of what {@code diagram} holds now and keeps {@code layers} in step with it from then on. */
    static void follow(DiagramViewModel diagram, DiagramLayers layers) {
        diagram.entities().values().forEach(layers::addEntity);
        diagram.relationships().values().forEach(layers::addRelationship);
        diagram.entities().addListener((MapChangeListener<String, EntityViewModel>) c -> {
            if (c.wasRemoved()) layers.removeEntity(c.getValueRemoved());
            if (c.wasAdded()) layers.addEntity(c.getValueAdded());
        });
        diagram.relationships().addListener((MapChangeListener<String, RelationshipViewModel>) c -> {
            layers.pictureOutdated();
            if (c.wasRemoved()) layers.removeRelationship(c.getKey());
            if (c.wasAdded()) layers.addRelationship(c.getValueAdded());
        });
        layers.notes().show(diagram.notes().get());
        diagram.notes().addListener((obs, old, now) -> layers.notes().show(now));
    }
}
