package dev.docshape.app.designer.document;

import dev.docshape.app.text.Words;
import dev.docshape.app.designer.diagram.SelectionModel;
import dev.docshape.model.DataModel;
import dev.docshape.model.Entity;
import dev.docshape.model.Note;
import dev.docshape.model.Project;
import dev.docshape.model.Relationship;
import dev.docshape.model.edit.CompositeBuilder;
import dev.docshape.model.edit.Edits;
import dev.docshape.model.edit.NotesChanged;
import dev.docshape.model.mapping.Mapping;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.function.BiConsumer;
import java.util.function.Consumer;

/**
 * Commands on the whole selection: delete, duplicate, copy, paste, connect two entities, flip
 * relationships. Each is one undo step.
 */
public final class SelectionCommands {
    private static final double PASTE_OFFSET = 40;

    private final DesignEditor editor;
    private final SelectionModel selection;
    private Fragment clipboard;
    private final ReadOnlyBooleanWrapper canPaste = new ReadOnlyBooleanWrapper(this, "canPaste");
    private int pasteCount;

    public SelectionCommands(DesignEditor editor, SelectionModel selection) {
        this.editor = Objects.requireNonNull(editor, "editor");
        this.selection = Objects.requireNonNull(selection, "selection");
    }

    private Project project() {
        return editor.document().project();
    }

    private boolean hasClipboard() {
        return clipboard != null && !clipboard.isEmpty();
    }

    /** True once something was copied. */
    public ReadOnlyBooleanProperty canPasteProperty() {
        return canPaste.getReadOnlyProperty();
    }

    /** Selects every entity and every note. */
    public void selectAll() {
        selection.set(project().model().entities().stream().map(Entity::id).toList(), project().notes().stream().map(Note::id).toList());
    }

    public void delete() {
        delete(true);
    }

    /** Deletes the selection; the notes in it only when {@code notesToo} (Cut copies entities only, so it leaves them). */
    private void delete(boolean notesToo) {
        List<String> entities = selection.entityIds();
        List<String> relationships = selection.relationshipIds().stream()
                .filter(id -> project().model().relationship(id)
                        .map(r -> !entities.contains(r.parent()) && !entities.contains(r.child())).orElse(false))
                .toList();
        Set<String> notes = notesToo ? new HashSet<>(selection.noteIds()) : Set.of();
        if (entities.isEmpty() && relationships.isEmpty() && notes.isEmpty()) return;
        String description = "Delete " + describe(entities, relationships, notes.size());
        editor.run(p -> {
            CompositeBuilder steps = Edits.compose(p, description);
            relationships.forEach(id -> steps.then(q -> Edits.removeRelationship(q, id)));
            entities.forEach(id -> steps.then(q -> Edits.removeEntity(q, id)));
            if (!notes.isEmpty()) {
                steps.then(q -> new NotesChanged(description, q.notes(), q.notes().stream().filter(n -> !notes.contains(n.id())).toList()));
            }
            return steps.build();
        });
        selection.clear();
    }

    private String describe(List<String> entities, List<String> relationships, int notes) {
        DataModel model = project().model();
        if (entities.size() == 1 && relationships.isEmpty() && notes == 0) return model.requireEntity(entities.get(0)).name();
        if (entities.isEmpty() && relationships.size() == 1 && notes == 0) {
            return "relationship " + model.requireRelationship(relationships.get(0)).name();
        }
        List<String> parts = new ArrayList<>();
        if (!entities.isEmpty()) parts.add(Words.count(entities.size(), "entity", "entities"));
        if (!relationships.isEmpty()) parts.add(Words.count(relationships.size(), "relationship"));
        if (notes > 0) parts.add(Words.count(notes, "note"));
        return String.join(" and ", parts);
    }

    public void copy() {
        if (selection.entityIds().isEmpty()) return;
        clipboard = Fragment.of(project(), selection.entityIds());
        pasteCount = 0;
        canPaste.set(hasClipboard());
    }

    public void cut() {
        copy();
        delete(false);
    }

    public void paste() {
        if (!hasClipboard()) return;
        pasteCount++;
        insert(clipboard, PASTE_OFFSET * pasteCount, "Paste");
    }

    public void duplicate() {
        if (selection.entityIds().isEmpty()) return;
        insert(Fragment.of(project(), selection.entityIds()), PASTE_OFFSET, "Duplicate");
    }

    /** Adds copies of the fragment's entities (new ids and names), offset, and selects them. */
    private void insert(Fragment fragment, double offset, String verb) {
        Map<String, String> newIds = new HashMap<>();
        List<String> added = new ArrayList<>();
        String description = verb + " " + (fragment.entities().size() == 1
                ? fragment.entities().get(0).name() : fragment.entities().size() + " entities");
        boolean done = editor.run(p -> {
            CompositeBuilder steps = Edits.compose(p, description);
            for (Entity e : fragment.entities()) {
                DataModel now = steps.current().model();
                String name = Naming.entityName(now, e.name());
                String id = Naming.entityId(now, name);
                newIds.put(e.id(), id);
                added.add(id);
                Entity copy = new Entity(id, name, e.fields(), e.count(), e.updatesPerDay(), e.position().translate(offset, offset), e.valueObject(),
                        e.description());
                steps.then(q -> Edits.addEntity(q, copy));
            }
            for (Relationship r : fragment.relationships()) {
                String parent = newIds.get(r.parent());
                String child = newIds.get(r.child());
                String id = Naming.relationshipId(steps.current().model(), parent, child);
                Relationship copy = new Relationship(id, parent, child, r.name(), r.inverseName(), r.cardinality(),
                        r.avgCount(), r.maxCount(), r.sharedBy(), r.contains(), r.volatility(), r.minCount(), r.presence(), r.inversePresence());
                steps.then(q -> Edits.addRelationship(q, copy));
                Mapping m = fragment.mappings().get(r.id());
                if (m != null) steps.then(q -> Edits.setMapping(q, q.activeDesign(), id, m));
            }
            return steps.build();
        });
        if (done) selection.setEntities(added);
    }

    /**
     * Connects the first selected entity (parent) to the second (child). With one selected, {@code askChild} is given
     * it and asks the user for the child (the keyboard cannot select a second entity), then hands the child on.
     */
    public void connectSelected(BiConsumer<String, Consumer<String>> askChild) {
        List<String> ids = selection.entityIds();
        if (ids.size() == 2) {
            editor.connect(ids.get(0), ids.get(1));
        } else if (ids.size() == 1) {
            String parent = ids.get(0);
            askChild.accept(parent, child -> editor.connect(parent, child));
        }
    }

    public void flipSelected() {
        selection.relationshipIds().forEach(editor::flipMapping);
    }
}
