package dev.docshape.model.edit;

import dev.docshape.model.Project;

import java.util.Objects;

/**
 * Sets one scalar property (the count of an entity, whether a field is required, the cardinality
 * of a relationship, ...) from one value to another. Adding an undoable property is one constant
 * in {@link Properties} and one factory in {@link Edits}.
 */
public record PropertyChanged<O, V>(Owner<O> owner, Property<O, V> property, V from, V to) implements Edit {

    public PropertyChanged {
        Objects.requireNonNull(owner, "owner");
        Objects.requireNonNull(property, "property");
        String problem = property.problem().apply(to);
        if (problem != null) throw new InvalidEditException(owner.kind() + " " + owner.name() + ": " + problem);
    }

    @Override
    public Project apply(Project project) {
        V current = property.get().apply(owner.find(project));
        Require.current(property.what() + " of " + owner.kind() + " " + owner.name(), from, current);
        return owner.update(project, part -> property.with().apply(part, to));
    }

    @Override
    public Edit invert() {
        return new PropertyChanged<>(owner, property, to, from);
    }

    @Override
    public String description() {
        return property.label().apply(owner, to);
    }
}
