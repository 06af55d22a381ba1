package dev.docshape.app.analysis.patterns;

import dev.docshape.app.analysis.CanvasSelection;
import dev.docshape.app.analysis.ProjectSource;
import dev.docshape.model.Entity;
import dev.docshape.model.Project;
import dev.docshape.model.edit.Edit;
import dev.docshape.model.edit.Edits;
import dev.docshape.model.pattern.AccessPattern;
import dev.docshape.model.pattern.ReadPattern;
import dev.docshape.model.pattern.WriteKind;
import dev.docshape.model.pattern.WritePattern;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.UnaryOperator;

/**
 * The access-pattern panel's state and commands: the project's patterns, the one being edited,
 * and adding, changing and removing patterns, each as one undoable edit of the document.
 */
public final class PatternsViewModel {
    private final ProjectSource source;
    private final CanvasSelection selection;
    private final ObservableList<AccessPattern> patterns = FXCollections.observableArrayList();
    private final StringProperty selectedId = new SimpleStringProperty(this, "selectedId");
    private final ReadOnlyObjectWrapper<AccessPattern> selected = new ReadOnlyObjectWrapper<>(this, "selected");
    /** The pattern just added, whose name the panel offers for typing at once; the panel clears it when it has. */
    private final StringProperty naming = new SimpleStringProperty(this, "naming");
    private final ReadOnlyStringWrapper problem = new ReadOnlyStringWrapper(this, "problem", "");
    private final BooleanBinding hasEntities;
    private final State state = new State(patterns, problem.getReadOnlyProperty());

    /**
     * What the panel lists: the access patterns, and why the last edit was refused, or empty.
     */
    public record State(ObservableList<AccessPattern> patterns, ReadOnlyStringProperty problem) {
    }

    public PatternsViewModel(ProjectSource source, CanvasSelection selection) {
        this.source = source;
        this.selection = selection;
        source.projectProperty().addListener((obs, old, now) -> refresh());
        selectedId.addListener((obs, old, now) -> refreshSelected());
        hasEntities = Bindings.createBooleanBinding(() -> !source.project().model().entities().isEmpty(), source.projectProperty());
        refresh();
    }

    private void refresh() {
        List<AccessPattern> now = source.project().model().patterns();
        if (!patterns.equals(now)) patterns.setAll(now);
        refreshSelected();
    }

    private void refreshSelected() {
        String id = selectedId.get();
        selected.set(id == null ? null : source.project().model().pattern(id).orElse(null));
    }

    /** The id of the pattern just added, until the panel has put the cursor in its name (then null). */
    public StringProperty namingProperty() {
        return naming;
    }

    /** Adds a read of the selected entity (or the first one) by id, and selects it. */
    public void addRead() {
        entityForNew().ifPresent(e -> add("read " + e.name(), id -> ReadPattern.byId(id, "read " + e.name(), 1, e.id(), List.of())));
    }

    /** Adds an insert of the selected entity (or the first one), and selects it. */
    public void addWrite() {
        entityForNew().ifPresent(e -> add("add " + e.name(), id -> new WritePattern(id, "add " + e.name(), 1, WriteKind.INSERT,
                e.id(), null, List.of(), List.of())));
    }

    private void add(String name, Function<String, AccessPattern> make) {
        String id = freeId(slug(name));
        AccessPattern added = make.apply(id);
        if (execute(project -> Edits.addPattern(project, added))) {
            selectedId.set(id);
            naming.set(id);
        }
    }

    /** Removes the pattern being edited; the next one (or the one before) is selected. */
    public void deleteSelected() {
        AccessPattern p = selected.get();
        if (p == null) return;
        int index = patterns.indexOf(p);
        if (execute(project -> Edits.removePattern(project, p.id()))) {
            selectedId.set(patterns.isEmpty() ? null : patterns.get(Math.min(index, patterns.size() - 1)).id());
        }
    }

    /** Changes the pattern being edited as one undo step; nothing happens when the change changes nothing. */
    public void change(UnaryOperator<AccessPattern> change) {
        AccessPattern p = selected.get();
        if (p == null) return;
        AccessPattern changed;
        try {
            changed = change.apply(p);
        } catch (IllegalArgumentException e) {
            problem.set(e.getMessage());
            return;
        }
        if (changed.equals(p)) return;
        AccessPattern named = followingName(p, changed);
        execute(project -> Edits.replacePattern(project, p.id(), named));
    }

    /**
     * A pattern that still has the name it was given automatically ("add Customer") takes the name
     * that fits its new entity or kind ("add Order"); a name the user chose stays.
     */
    private AccessPattern followingName(AccessPattern before, AccessPattern after) {
        if (!before.name().equals(autoName(before)) || after.name().equals(autoName(after)) || !before.name().equals(after.name())) {
            return after;
        }
        return PatternChanges.renamed(after, autoName(after));
    }

    /** "read Customer", "add Customer", "update Customer": the name a pattern gets when added. */
    private String autoName(AccessPattern p) {
        String entity = source.project().model().entity(p.entity()).map(e -> e.name()).orElse(p.entity());
        String verb = switch (PatternChanges.kindOf(p)) {
            case READ -> "read";
            case INSERT -> "add";
            case UPDATE -> "update";
            case DELETE -> "delete";
            case LINK -> "link";
            case UNLINK -> "unlink";
        };
        return verb + " " + entity;
    }

    /** Refuses what the user typed into {@code what}, saying why; the pattern stays as it is. */
    public void reject(String what, String typed) {
        problem.set(what + " must be a number of at least 0, not '" + typed.trim() + "'");
    }

    private boolean execute(Function<Project, Edit> make) {
        try {
            boolean changed = source.execute(make.apply(source.project()));
            problem.set("");
            return changed;
        } catch (IllegalArgumentException e) { // an InvalidEditException too
            problem.set(e.getMessage());
            return false;
        }
    }

    private Optional<Entity> entityForNew() {
        var model = source.project().model();
        Optional<Entity> chosen = selection.singleEntity().flatMap(model::entity);
        return chosen.isPresent() ? chosen : model.entities().stream().findFirst();
    }

    private String freeId(String base) {
        var model = source.project().model();
        String id = base;
        for (int n = 2; model.pattern(id).isPresent(); n++) id = base + "-" + n;
        return id;
    }

    static String slug(String name) {
        String s = name.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9]+", "-").replaceAll("(^-|-$)", "");
        return s.isEmpty() ? "pattern" : s;
    }

    public Project project() {
        return source.project();
    }

    /** The id of the pattern being edited (null: none). */
    public StringProperty selectedIdProperty() {
        return selectedId;
    }

    /** The pattern being edited, as it is in the current project. */
    public ReadOnlyObjectProperty<AccessPattern> selectedProperty() {
        return selected.getReadOnlyProperty();
    }

    /** Patterns need an entity to start from. */
    public BooleanBinding hasEntities() {
        return hasEntities;
    }

    public State state() {
        return state;
    }
}
