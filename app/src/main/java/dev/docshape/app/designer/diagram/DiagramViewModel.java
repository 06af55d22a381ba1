package dev.docshape.app.designer.diagram;

import dev.docshape.renderer.style.CollectionTints;
import dev.docshape.app.ui.tasks.TaskRunner;
import dev.docshape.model.Entity;
import dev.docshape.model.Note;
import dev.docshape.model.Project;
import dev.docshape.model.Relationship;
import dev.docshape.model.Design;
import dev.docshape.model.mapping.Mapping;
import javafx.beans.value.ObservableValue;
import javafx.collections.FXCollections;
import javafx.collections.ObservableMap;
import javafx.collections.SetChangeListener;

import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/**
 * The model as the canvas sees it: one view model per entity and per relationship, kept in step
 * with the project (which fires nothing itself) by comparing each new project with the last.
 * Unchanged records keep their view models, so a change redraws only what it touched.
 */
public final class DiagramViewModel {
    /** How many colour groups the theme defines ({@code tint-0} .. {@code tint-7}). */
    public static final int TINTS = dev.docshape.renderer.style.Palette.TINTS.size();

    private final ObservableMap<String, EntityViewModel> entities = FXCollections.observableMap(new LinkedHashMap<>());
    private final ObservableMap<String, RelationshipViewModel> relationships = FXCollections.observableMap(new LinkedHashMap<>());
    private final ObservableMap<String, EntityViewModel> entitiesView = FXCollections.unmodifiableObservableMap(entities);
    private final ObservableMap<String, RelationshipViewModel> relationshipsView =
            FXCollections.unmodifiableObservableMap(relationships);
    private final javafx.beans.property.ReadOnlyObjectWrapper<List<Note>> notes =
            new javafx.beans.property.ReadOnlyObjectWrapper<>(this, "notes", List.of());
    private final SelectionModel selection;
    private final TaskRunner tasks;
    private Project shown;
    private Project hostsShown;
    private Project keptShown;

    /**
     * @param tasks runs the projection (which entity lives in which collection), which takes tens of
     *              milliseconds on a large model, off the UI thread; the lines and badges change
     *              at once, the grouping tints follow when it is done
     */
    public DiagramViewModel(ObservableValue<Project> project, SelectionModel selection, TaskRunner tasks) {
        this.selection = Objects.requireNonNull(selection, "selection");
        this.tasks = Objects.requireNonNull(tasks, "tasks");
        selection.entities().addListener((SetChangeListener<String>) c -> {
            if (c.wasRemoved()) markEntity(c.getElementRemoved(), false);
            if (c.wasAdded()) markEntity(c.getElementAdded(), true);
        });
        selection.relationships().addListener((SetChangeListener<String>) c -> {
            if (c.wasRemoved()) markRelationship(c.getElementRemoved(), false);
            if (c.wasAdded()) markRelationship(c.getElementAdded(), true);
        });
        project.addListener((obs, old, now) -> sync(now));
        sync(project.getValue());
    }

    /** The notes on the canvas, replaced as a whole when they change. */
    public javafx.beans.property.ReadOnlyObjectProperty<List<Note>> notes() {
        return notes.getReadOnlyProperty();
    }

    public ObservableMap<String, EntityViewModel> entities() {
        return entitiesView;
    }

    public ObservableMap<String, RelationshipViewModel> relationships() {
        return relationshipsView;
    }

    public SelectionModel selection() {
        return selection;
    }

    public EntityViewModel entity(String id) {
        return entities.get(id);
    }

    public RelationshipViewModel relationship(String id) {
        return relationships.get(id);
    }

    /** The project last shown. */
    public Project project() {
        return shown;
    }

    private void sync(Project project) {
        if (project == null || project == shown) return;
        Project before = shown;
        shown = project;
        Set<String> remapped = onlyRemapped(before, project);
        if (remapped != null) {
            // a flip or another mapping change: the model is the same, so only the relationships it names may change
            for (String id : remapped) {
                RelationshipViewModel vm = relationships.get(id);
                if (vm != null) updateMapping(vm, project.active().mappingFor(vm.relationship()));
            }
        } else {
            syncEntities(project);
            syncRelationships(project);
        }
        selection.retainExisting(entities.keySet(), relationships.keySet());
        if (!notes.get().equals(project.notes())) {
            notes.set(project.notes());
            if (!selection.notes().isEmpty()) selection.retainNotes(project.notes().stream().map(Note::id).toList());
        }
        if (keptShown == null || !sameMappingInputs(keptShown, project)) {
            keptShown = project;
            Map<String, List<KeptFields.Line>> kept = KeptFields.of(project.model(), project.active());
            for (EntityViewModel vm : entities.values()) vm.keep(kept.getOrDefault(vm.id(), List.of()));
        }
        if (hostsShown == null || !sameMappingInputs(hostsShown, project)) {
            tasks.run(() -> CollectionTints.hosts(project.model(), project.active()), hosts -> {
                if (shown == project) {
                    hostsShown = project;
                    syncHosts(hosts);
                }
            }, error -> { }); // no tints is better than a broken canvas; the analysis panels report it
        }
    }

    /**
     * The relationships whose mappings may differ (a superset) when {@code now} differs from {@code before} only in
     * the active design's mappings; null when more may have changed (then every record is compared).
     */
    private static Set<String> onlyRemapped(Project before, Project now) {
        if (before == null || before.model() != now.model() || before.active() == now.active()) return null;
        return Design.mappingsChangedBetween(before.active(), now.active());
    }

    /**
     * Whether every card shows the "lives in" line and kept fields of {@code project}'s active design (none is still
     * being worked out): their sizes as drawn are then that design's (decision 0576).
     */
    public boolean showsLinesOf(Project project) {
        return hostsShown != null && keptShown != null && sameMappingInputs(hostsShown, project) && sameMappingInputs(keptShown, project);
    }

    /** Moving entities does not change where they live: no need to project again. */
    private static boolean sameMappingInputs(Project a, Project b) {
        Set<String> remapped = a.active() == b.active() ? Set.of() : Design.mappingsChangedBetween(a.active(), b.active());
        // a mapping that differs tells the designs apart without comparing them whole
        if (remapped != null) {
            for (String id : remapped) {
                if (!Objects.equals(a.active().mappings().get(id), b.active().mappings().get(id))) return false;
            }
        }
        return a.active().equals(b.active()) && a.model().relationships().equals(b.model().relationships())
                && a.model().entities().size() == b.model().entities().size()
                && sameIdsAndNames(a, b);
    }

    private static boolean sameIdsAndNames(Project a, Project b) {
        var x = a.model().entities();
        var y = b.model().entities();
        for (int i = 0; i < x.size(); i++) {
            if (!x.get(i).id().equals(y.get(i).id()) || !x.get(i).name().equals(y.get(i).name())) return false;
        }
        return true;
    }

    private void syncEntities(Project project) {
        Set<String> present = new HashSet<>();
        for (Entity e : project.model().entities()) {
            present.add(e.id());
            EntityViewModel vm = entities.get(e.id());
            if (vm == null) {
                vm = new EntityViewModel(e);
                vm.selected().set(selection.isEntitySelected(e.id()));
                entities.put(e.id(), vm);
            } else if (vm.entity() != e && !vm.entity().equals(e)) {
                vm.update(e);
            }
        }
        entities.keySet().retainAll(present);
    }

    private void syncRelationships(Project project) {
        Design design = project.active();
        Set<String> present = new HashSet<>();
        for (Relationship r : project.model().relationships()) {
            EntityViewModel parent = entities.get(r.parent());
            EntityViewModel child = entities.get(r.child());
            if (parent == null || child == null) continue; // dangling: the validator reports it
            present.add(r.id());
            Mapping mapping = design.mappingFor(r);
            RelationshipViewModel vm = relationships.get(r.id());
            if (vm != null && (vm.parent() != parent || vm.child() != child)) {
                relationships.remove(r.id());
                vm = null;
            }
            if (vm == null) {
                vm = new RelationshipViewModel(r, mapping, parent, child);
                vm.selected().set(selection.relationships().contains(r.id()));
                relationships.put(r.id(), vm);
            } else if (vm.relationship() != r && !vm.relationship().equals(r)) {
                vm.update(r, mapping);
            } else {
                updateMapping(vm, mapping);
            }
        }
        relationships.keySet().retainAll(present);
    }

    private static void updateMapping(RelationshipViewModel vm, Mapping mapping) {
        if (vm.mapping() != mapping && !vm.mapping().equals(mapping)) vm.update(vm.relationship(), mapping);
    }

    private void syncHosts(Map<String, String> hosts) {
        Set<String> hostIds = new HashSet<>(hosts.values());
        for (EntityViewModel vm : entities.values()) {
            String host = hosts.get(vm.id());
            if (host != null) {
                EntityViewModel hostVm = entities.get(host);
                vm.placeIn(hostVm == null ? host : hostVm.entity().name(), tintOf(host));
            } else {
                vm.placeIn(null, hostIds.contains(vm.id()) ? tintOf(vm.id()) : EntityViewModel.NO_TINT);
            }
        }
    }

    private static int tintOf(String hostId) {
        return CollectionTints.tintOf(hostId);
    }

    private void markEntity(String id, boolean selected) {
        EntityViewModel vm = entities.get(id);
        if (vm != null) vm.selected().set(selected);
    }

    private void markRelationship(String id, boolean selected) {
        RelationshipViewModel vm = relationships.get(id);
        if (vm != null) vm.selected().set(selected);
    }
}
