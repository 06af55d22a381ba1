package dev.docshape.app.analysis;

import javafx.collections.FXCollections;
import javafx.collections.ObservableSet;

import java.util.LinkedHashSet;
import java.util.Optional;

/**
 * The canvas selection as the analysis panels see it: the selected entities and relationships,
 * and a way to select one (clicking a finding selects its subject). The designer's selection
 * model has the same methods; {@link #simple()} is one on its own.
 */
public interface CanvasSelection {

    ObservableSet<String> entities();

    ObservableSet<String> relationships();

    /** Selects exactly this entity. */
    void selectEntity(String id);

    /** Selects exactly this relationship. */
    void selectRelationship(String id);

    /** The one selected entity, when exactly one entity and nothing else is selected. */
    default Optional<String> singleEntity() {
        return entities().size() == 1 && relationships().isEmpty() ? Optional.of(entities().iterator().next()) : Optional.empty();
    }

    /** The one selected relationship, when exactly one relationship and nothing else is selected. */
    default Optional<String> singleRelationship() {
        return relationships().size() == 1 && entities().isEmpty()
                ? Optional.of(relationships().iterator().next()) : Optional.empty();
    }

    /** A selection of its own, for panels shown without a canvas. */
    static CanvasSelection simple() {
        ObservableSet<String> entities = FXCollections.observableSet(new LinkedHashSet<>());
        ObservableSet<String> relationships = FXCollections.observableSet(new LinkedHashSet<>());
        return new CanvasSelection() {
            @Override
            public ObservableSet<String> entities() {
                return entities;
            }

            @Override
            public ObservableSet<String> relationships() {
                return relationships;
            }

            @Override
            public void selectEntity(String id) {
                relationships.clear();
                entities.retainAll(java.util.Set.of(id));
                entities.add(id);
            }

            @Override
            public void selectRelationship(String id) {
                entities.clear();
                relationships.retainAll(java.util.Set.of(id));
                relationships.add(id);
            }
        };
    }
}
