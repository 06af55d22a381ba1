package dev.docshape.app.designer.diagram;

import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.binding.IntegerBinding;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ObservableSet;
import javafx.collections.SetChangeListener;

import java.util.Collection;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;

/**
 * What the user has selected: entities, relationships and the canvas's notes, by id, in the order
 * they were picked (the first picked entity is the parent when two selected entities are connected).
 * Notes go along with entities (rubber band, Select All, Delete, arrow keys, Arrange); the
 * inspector and the entity commands look at entities only.
 */
public final class SelectionModel {
    private final ObservableSet<String> entities = FXCollections.observableSet(new LinkedHashSet<>());
    private final ObservableSet<String> relationships = FXCollections.observableSet(new LinkedHashSet<>());
    private final ObservableSet<String> notes = FXCollections.observableSet(new LinkedHashSet<>());
    // one read-only view each, kept: a view made per call and dropped would lose its listeners
    private final ObservableSet<String> entitiesView = FXCollections.unmodifiableObservableSet(entities);
    private final ObservableSet<String> relationshipsView = FXCollections.unmodifiableObservableSet(relationships);
    private final ObservableSet<String> notesView = FXCollections.unmodifiableObservableSet(notes);
    private final IntegerBinding size = Bindings.createIntegerBinding(
            () -> entities.size() + relationships.size() + notes.size(), entities, relationships, notes);
    private final BooleanBinding empty = size.isEqualTo(0);
    private final ReadOnlyObjectWrapper<FieldRef> field = new ReadOnlyObjectWrapper<>();

    public SelectionModel() {
        // a field stays focused only while its entity alone is selected
        entities.addListener((SetChangeListener<String>) c -> {
            FieldRef f = field.get();
            if (f != null && singleEntity().filter(f.entityId()::equals).isEmpty()) field.set(null);
        });
        relationships.addListener((SetChangeListener<String>) c -> {
            if (!relationships.isEmpty()) field.set(null);
        });
    }

    /** The field the field commands act on: the one last clicked on the canvas; null for none. */
    public ReadOnlyObjectProperty<FieldRef> fieldProperty() {
        return field.getReadOnlyProperty();
    }

    /** Selects the field's entity alone and focuses the field. */
    public void selectField(String entityId, int index) {
        selectEntity(entityId);
        field.set(new FieldRef(entityId, index));
    }

    /** Keeps the selection but focuses no field (a click on the entity outside its fields). */
    public void clearField() {
        field.set(null);
    }

    public ObservableSet<String> entities() {
        return entitiesView;
    }

    public ObservableSet<String> relationships() {
        return relationshipsView;
    }

    public ObservableSet<String> notes() {
        return notesView;
    }

    public BooleanBinding emptyBinding() {
        return empty;
    }

    public boolean isEmpty() {
        return entities.isEmpty() && relationships.isEmpty() && notes.isEmpty();
    }

    public void clear() {
        entities.clear();
        relationships.clear();
        notes.clear();
    }

    public void selectEntity(String id) {
        if (entities.size() == 1 && entities.contains(id) && relationships.isEmpty()) return;
        clear();
        entities.add(id);
    }

    public void selectRelationship(String id) {
        if (relationships.size() == 1 && relationships.contains(id) && entities.isEmpty()) return;
        clear();
        relationships.add(id);
    }

    /** Shift-click: adds the entity, or removes it when it is already selected. */
    public void toggleEntity(String id) {
        if (!entities.remove(id)) entities.add(id);
    }

    public void toggleRelationship(String id) {
        if (!relationships.remove(id)) relationships.add(id);
    }

    /** Selects the note alone. */
    public void selectNote(String id) {
        if (notes.size() == 1 && notes.contains(id) && entities.isEmpty() && relationships.isEmpty()) return;
        clear();
        notes.add(id);
    }

    /** Shift-click on a note: adds it, or removes it when it is already selected. */
    public void toggleNote(String id) {
        if (!notes.remove(id)) notes.add(id);
    }

    public boolean isNoteSelected(String id) {
        return notes.contains(id);
    }

    public List<String> noteIds() {
        return List.copyOf(notes);
    }

    /** Replaces the selection by exactly these entities. */
    public void setEntities(Collection<String> ids) {
        set(ids, List.of());
    }

    /** Replaces the selection by exactly these entities and notes (a rubber band, Select All). */
    public void set(Collection<String> entityIds, Collection<String> noteIds) {
        relationships.clear();
        entities.retainAll(entityIds);
        entities.addAll(entityIds);
        notes.retainAll(noteIds);
        notes.addAll(noteIds);
    }

    /** Adds these entities and notes to the selection (a rubber band with Shift). */
    public void add(Collection<String> entityIds, Collection<String> noteIds) {
        entities.addAll(entityIds);
        notes.addAll(noteIds);
    }

    public boolean isEntitySelected(String id) {
        return entities.contains(id);
    }

    public List<String> entityIds() {
        return List.copyOf(entities);
    }

    public List<String> relationshipIds() {
        return List.copyOf(relationships);
    }

    public Optional<String> singleEntity() {
        return entities.size() == 1 && relationships.isEmpty() ? Optional.of(entities.iterator().next()) : Optional.empty();
    }

    public Optional<String> singleRelationship() {
        return relationships.size() == 1 && entities.isEmpty() ? Optional.of(relationships.iterator().next()) : Optional.empty();
    }

    /** The note selected alone, if one is. */
    public Optional<String> singleNote() {
        return notes.size() == 1 && entities.isEmpty() && relationships.isEmpty() ? Optional.of(notes.iterator().next()) : Optional.empty();
    }

    /** Drops ids that no longer exist in the model (after an undo or a delete). */
    public void retainExisting(Collection<String> entityIds, Collection<String> relationshipIds) {
        entities.retainAll(entityIds);
        relationships.retainAll(relationshipIds);
    }

    /** Drops notes that no longer exist in the project. */
    public void retainNotes(Collection<String> noteIds) {
        notes.retainAll(noteIds);
    }
}
