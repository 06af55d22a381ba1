package dev.docshape.app.designer.document;

import dev.docshape.model.mapping.Ordering;
import dev.docshape.app.designer.diagram.DiagramCommands;
import dev.docshape.app.designer.diagram.NoteCommands;
import dev.docshape.app.designer.diagram.SelectionModel;
import dev.docshape.model.Cardinality;
import dev.docshape.model.Entity;
import dev.docshape.model.Field;
import dev.docshape.model.Note;
import dev.docshape.model.FieldType;
import dev.docshape.model.Position;
import dev.docshape.model.Project;
import dev.docshape.model.Relationship;
import dev.docshape.model.Volatility;
import dev.docshape.model.edit.Edit;
import dev.docshape.model.edit.CopyEdits;
import dev.docshape.model.edit.Edits;
import dev.docshape.model.mapping.Mapping;
import dev.docshape.model.mapping.Placement;
import dev.docshape.model.mapping.Reference;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.Consumer;
import java.util.function.Function;

/**
 * Turns what the user asks for on the canvas and in the inspector into edits of the model
 * ({@link Edits}) and runs them on the document, one undo step each. A request the model refuses
 * (a duplicate name, say) changes nothing and its message goes to the problem reporter (the
 * status bar), never to a stack trace.
 */
public final class DesignEditor implements DiagramCommands {
    private final ProjectDocument document;
    private final SelectionModel selection;
    private Consumer<String> problems = message -> { };
    private boolean nudging;

    public DesignEditor(ProjectDocument document, SelectionModel selection) {
        this.document = Objects.requireNonNull(document, "document");
        this.selection = Objects.requireNonNull(selection, "selection");
        this.notes = new NoteEditor(this, selection);
    }

    /** Where refused requests are reported (the status bar). */
    public void setProblemReporter(Consumer<String> reporter) {
        this.problems = Objects.requireNonNull(reporter, "reporter");
    }

    public ProjectDocument document() {
        return document;
    }

    private Project project() {
        return document.project();
    }

    private final NoteEditor notes;
    private final FieldEditor fields = new FieldEditor(this);

    @Override
    public NoteCommands notes() {
        return notes;
    }

    @Override
    public FieldEditor fields() {
        return fields;
    }

    /** Reports a request that was refused (to the status bar). */
    void report(String problem) {
        problems.accept(problem);
    }

    /** Makes the edit from the current project and runs it; reports a refusal instead of throwing. */
    boolean run(Function<Project, ? extends Edit> make) {
        return execute(make, false);
    }

    /** As {@link #run}, but never merged with the previous step (a finished drag). */
    boolean runAlone(Function<Project, ? extends Edit> make) {
        return execute(make, true);
    }

    private boolean execute(Function<Project, ? extends Edit> make, boolean alone) {
        try {
            Edit edit = make.apply(project());
            return alone ? document.executeAlone(edit) : document.execute(edit);
        } catch (IllegalArgumentException | IllegalStateException e) {
            report(e.getMessage());
            return false;
        }
    }

    // ---- the project ----------------------------------------------------------------------------

    /** Renames the project (surrounding spaces dropped); false, with the reason reported, when refused. */
    public boolean renameProject(String newName) {
        return run(p -> Edits.renameProject(p, newName == null ? null : newName.strip()));
    }

    /** Replaces the project's description (trailing spaces and blank lines dropped). */
    public boolean describeProject(String newDescription) {
        return run(p -> Edits.describeProject(p, newDescription == null ? null : newDescription.stripTrailing()));
    }

    // ---- entities ---------------------------------------------------------------------------

    @Override
    public void createEntityAt(Position where) {
        createEntity(where);
    }

    /** Creates "Entity", "Entity 2", ... with an id field, selects it and returns its id. */
    public String createEntity(Position where) {
        Objects.requireNonNull(where, "position of the new entity");
        String name = Naming.entityName(project().model(), "Entity");
        String id = Naming.entityId(project().model(), name);
        Entity entity = new Entity(id, name, List.of(Field.of("name", FieldType.STRING)), 1000, 0, where);
        if (run(p -> Edits.addEntity(p, entity))) selection.selectEntity(id);
        return id;
    }

    @Override
    public void renameEntity(String entityId, String newName) {
        run(p -> Edits.renameEntity(p, entityId, newName.strip()));
    }

    @Override
    public void moveEntities(Map<String, Position> newPositions) {
        Map<String, Position> changed = changedPositions(newPositions);
        if (changed.isEmpty()) return;
        if (changed.size() == 1) {
            Map.Entry<String, Position> only = changed.entrySet().iterator().next();
            runAlone(p -> Edits.moveEntity(p, only.getKey(), only.getValue()));
        } else {
            moveEntities("Move " + changed.size() + " entities", changed);
        }
    }

    @Override
    public void move(Map<String, Position> entityPositions, Map<String, Position> notePositions) {
        if (notePositions.isEmpty()) moveEntities(entityPositions);
        else move(null, entityPositions, notePositions);
    }

    @Override
    public void nudge(Map<String, Position> entityPositions, Map<String, Position> notePositions) {
        Map<String, Position> changed = changedPositions(entityPositions);
        List<Note> notesTo = notes.movedTo(notePositions);
        if (changed.isEmpty() && notesTo == null) return;
        if (!nudging) document.preventMerge();
        nudging = true;
        // the same edit, step after step, merges with the one before (Edit.mergeWith)
        run(p -> Movement.edit(p, null, changed, notesTo));
    }


    @Override
    public void endNudges() {
        if (!nudging) return;
        nudging = false;
        document.preventMerge();
    }

    /** Moves entities as one undo step of its own (a drag, an automatic layout). */
    public void moveEntities(String description, Map<String, Position> newPositions) {
        move(description, newPositions, Map.of());
    }

    /** Moves entities and notes as one undo step of its own (Arrange). */
    public void move(String description, Map<String, Position> entityPositions, Map<String, Position> notePositions) {
        Map<String, Position> changed = changedPositions(entityPositions);
        List<Note> notesTo = notes.movedTo(notePositions);
        if (!changed.isEmpty() || notesTo != null) runAlone(p -> Movement.edit(p, description, changed, notesTo));
    }

    private Map<String, Position> changedPositions(Map<String, Position> positions) {
        Map<String, Position> changed = new LinkedHashMap<>();
        positions.forEach((id, to) -> project().model().entity(id)
                .filter(e -> !e.position().equals(to)).ifPresent(e -> changed.put(id, to)));
        return changed;
    }

    public void setEntityCount(String entityId, long count) {
        run(p -> Edits.setEntityCount(p, entityId, count));
    }

    public void setEntityUpdateRate(String entityId, double perDay) {
        run(p -> Edits.setEntityUpdateRate(p, entityId, perDay));
    }

    /** Describes the entity in words, one undo step; blank removes its description (decision 0556). */
    public void setEntityDescription(String entityId, String text) {
        run(p -> Edits.setEntityDescription(p, entityId, text));
    }

    public void setValueObject(String entityId, boolean valueObject) {
        run(p -> Edits.setValueObject(p, entityId, valueObject));
    }

    public void setStandalone(String entityId, boolean standalone) {
        run(p -> Edits.setStandalone(p, p.activeDesign(), entityId, standalone));
    }

    /** Makes {@code field} the partition key of the entity's collection in the active design; null stops partitioning it. */
    public void setPartitionKey(String entityId, String field) {
        run(p -> Edits.setPartitionKey(p, p.activeDesign(), entityId, field));
    }

    /**
     * Keeps the entity's documents also in a duplicate collection of the active design, partitioned by
     * {@code partitionKey} (null: one partition); or changes the key of the duplicate it has.
     */
    public void setDuplicate(String entityId, String partitionKey) {
        run(p -> CopyEdits.setDuplicate(p, p.activeDesign(), entityId, partitionKey));
    }

    /** Keeps a feed of the entity's latest {@code keep} by {@code order} in the active design, beside any duplicate; null order: no feed. */
    public void setFeed(String entityId, int keep, Ordering order) {
        run(p -> CopyEdits.setFeed(p, p.activeDesign(), entityId, keep, order));
    }

    /** Makes the entity's feed in the active design keep the latest of each parent of a relationship (null: of all). */
    public void setFeedParent(String entityId, String relationshipId) {
        run(p -> CopyEdits.setFeedParent(p, p.activeDesign(), entityId, relationshipId));
    }

    /** Stops keeping the entity's documents in a duplicate collection of the active design (its feed stays). */
    public void removeDuplicate(String entityId) {
        run(p -> CopyEdits.removeDuplicate(p, p.activeDesign(), entityId));
    }

    /** Sets how many partitions the partitioned collections of the active design spread over. */
    public void setPartitions(int partitions) {
        run(p -> Edits.setPartitions(p, p.activeDesign(), partitions));
    }

    // ---- relationships ----------------------------------------------------------------------

    @Override
    public void connect(String parentId, String childId) {
        Project p = project();
        Entity child = p.model().requireEntity(childId);
        String id = Naming.relationshipId(p.model(), parentId, childId);
        Relationship r = new Relationship(id, parentId, childId, Naming.relationshipName(child), null,
                Cardinality.ONE_TO_MANY, 10, null, 1, false, Volatility.STABLE);
        if (run(q -> Edits.addRelationship(q, r))) selection.selectRelationship(id);
    }

    @Override
    public void flipMapping(String relationshipId) {
        run(p -> {
            Relationship r = p.model().requireRelationship(relationshipId);
            Mapping current = p.active().mappingFor(r);
            Mapping flipped = current.strategy().embedsChildren()
                    ? new Mapping(new Reference(referencePlacement(r)), current.precomputedCount())
                    : Mapping.embed().withPrecomputedCount(current.precomputedCount());
            return Edits.setMapping(p, p.activeDesign(), relationshipId, flipped);
        });
    }

    /** Where a reference goes when a relationship stops being embedded: the design's default. */
    private static Placement referencePlacement(Relationship r) {
        return r.isManyToMany() ? Placement.IDS_ON_BOTH_SIDES : Placement.CHILD_HOLDS_PARENT_ID;
    }

    public void setMapping(String relationshipId, Mapping mapping) {
        run(p -> Edits.setMapping(p, p.activeDesign(), relationshipId, mapping));
    }

    public void setPrecomputedCount(String relationshipId, boolean keep) {
        run(p -> Edits.setPrecomputedCount(p, p.activeDesign(), relationshipId, keep));
    }

    public void renameRelationship(String relationshipId, String newName) {
        run(p -> Edits.renameRelationship(p, relationshipId, newName.strip()));
    }

    public void setCardinality(String relationshipId, Cardinality cardinality) {
        run(p -> Edits.setCardinality(p, relationshipId, cardinality));
    }

    public void setCounts(String relationshipId, double avg, Integer max) {
        run(p -> Edits.setCounts(p, relationshipId, avg, max));
    }

    /** Sets the minimum, average and maximum children per parent; a refused combination is reported, not applied. */
    public void setCounts(String relationshipId, int min, double avg, Integer max) {
        run(p -> Edits.setCounts(p, relationshipId, min, avg, max));
    }

    public void setSharedBy(String relationshipId, double sharedBy) {
        run(p -> Edits.setSharedBy(p, relationshipId, sharedBy));
    }

    /** The share of the relationship's parents holding its field (or, {@code childEnd}, of its children holding their parent's id). */
    public void setPresence(String relationshipId, boolean childEnd, double share) {
        run(p -> childEnd ? Edits.setInversePresence(p, relationshipId, share) : Edits.setPresence(p, relationshipId, share));
    }

    public void setContains(String relationshipId, boolean contains) {
        run(p -> Edits.setContains(p, relationshipId, contains));
    }

    public void setVolatility(String relationshipId, Volatility volatility) {
        run(p -> Edits.setVolatility(p, relationshipId, volatility));
    }

    /** Shows and edits another of the project's designs (mapping alternatives). */
    public void setActiveDesign(String designName) {
        try {
            document.showDesign(designName);
        } catch (IllegalArgumentException e) {
            problems.accept(e.getMessage());
        }
    }
}
