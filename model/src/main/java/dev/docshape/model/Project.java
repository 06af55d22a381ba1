package dev.docshape.model;

import dev.docshape.model.naming.Names;
import dev.docshape.model.Design;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import java.util.function.UnaryOperator;

/**
 * What a project file holds: one model and one or more named designs of it, one of them active.
 *
 * @param name         the project's title
 * @param description  free text
 * @param model        entities, relationships and access patterns
 * @param designs      the alternative mappings, in order
 * @param activeDesign the name of the design being edited
 * @param id           the project's stable identity, which survives renaming (what its sample store is
 *                     bound to); null when not assigned yet (a file from before ids, until it is saved)
 * @param notes        free text boxes on the canvas, in the order they were added
 */
public record Project(String name, String description, DataModel model, List<Design> designs, String activeDesign,
                      String id, List<Note> notes) {

    public Project {
        Names.requireName(name, "project name");
        if (id != null && id.isBlank()) throw new IllegalArgumentException("a project id must not be blank (null: not assigned yet)");
        if (description == null) description = "";
        if (model == null) model = DataModel.EMPTY;
        designs = List.copyOf(designs == null || designs.isEmpty() ? List.of(Design.named("default")) : designs);
        if (activeDesign == null || activeDesign.isBlank()) activeDesign = designs.get(0).name();
        notes = List.copyOf(notes == null ? List.of() : notes);
        String active = activeDesign;
        if (designs.stream().noneMatch(d -> d.name().equals(active))) {
            throw new IllegalArgumentException("active design '" + activeDesign + "' is not one of the project's designs");
        }
    }

    /** A project without notes. */
    public Project(String name, String description, DataModel model, List<Design> designs, String activeDesign, String id) {
        this(name, description, model, designs, activeDesign, id, List.of());
    }

    /** A project without an id yet ({@link #id} null). */
    public Project(String name, String description, DataModel model, List<Design> designs, String activeDesign) {
        this(name, description, model, designs, activeDesign, null, List.of());
    }

    /** An empty project without an id; see {@link #created} for a new project of the user's. */
    public static Project blank(String name) {
        return new Project(name, "", DataModel.EMPTY, List.of(Design.named("default")), "default");
    }

    /** The name of a new project until the user gives it one. */
    public static final String UNTITLED = "Untitled";

    /** A new, empty project with a fresh random id (File > New). */
    public static Project created(String name) {
        return blank(name).withId(newId());
    }

    /** A fresh random project id (a UUID). Never called by constructors, so equal inputs give equal projects. */
    public static String newId() {
        return UUID.randomUUID().toString();
    }

    /** This project with {@code newId} as its identity. */
    public Project withId(String newId) {
        return new Project(name, description, model, designs, activeDesign, newId, notes);
    }

    /** This project when it has an id, else this project with a fresh one. */
    public Project identified() {
        return id != null ? this : withId(newId());
    }

    public Project withNotes(List<Note> newNotes) {
        return new Project(name, description, model, designs, activeDesign, id, newNotes);
    }

    public Design active() {
        return design(activeDesign).orElseThrow();
    }

    public Optional<Design> design(String designName) {
        return designs.stream().filter(d -> d.name().equals(designName)).findFirst();
    }

    public Project withModel(DataModel newModel) {
        return new Project(name, description, newModel, designs, activeDesign, id, notes);
    }

    public Project withName(String newName) {
        return new Project(newName, description, model, designs, activeDesign, id, notes);
    }

    public Project withDescription(String newDescription) {
        return new Project(name, newDescription, model, designs, activeDesign, id, notes);
    }

    public Project withDesigns(List<Design> newDesigns, String newActive) {
        return new Project(name, description, model, newDesigns, newActive, id, notes);
    }

    public Project withActiveDesign(String designName) {
        return new Project(name, description, model, designs, designName, id, notes);
    }

    /** Replaces the design named {@code designName} by {@code change} applied to it. */
    public Project updateDesign(String designName, UnaryOperator<Design> change) {
        List<Design> copy = new ArrayList<>(designs);
        for (int i = 0; i < copy.size(); i++) {
            if (copy.get(i).name().equals(designName)) {
                Design changed = change.apply(copy.get(i));
                copy.set(i, changed);
                String active = activeDesign.equals(designName) ? changed.name() : activeDesign;
                return new Project(name, description, model, copy, active, id, notes);
            }
        }
        throw new IllegalArgumentException("no design '" + designName + "'");
    }

    public Project updateActiveDesign(UnaryOperator<Design> change) {
        return updateDesign(activeDesign, change);
    }
}
