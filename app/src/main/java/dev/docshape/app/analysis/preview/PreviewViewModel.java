package dev.docshape.app.analysis.preview;

import dev.docshape.app.analysis.Analysis;
import dev.docshape.app.analysis.AnalysisModel;
import dev.docshape.app.analysis.CanvasSelection;
import dev.docshape.app.analysis.live.LatestOnly;
import dev.docshape.model.estimate.CollectionEstimate;
import dev.docshape.model.projection.CoLocations;
import dev.docshape.model.projection.CollectionShape;
import dev.docshape.model.projection.ExampleDocument;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import javafx.collections.SetChangeListener;

import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The JSON preview's state: which collection is shown (it follows the canvas selection, and can be
 * picked), its example document and its size against the profile's limit. The document is
 * rendered and parsed off the UI thread; only the newest one is shown.
 */
public final class PreviewViewModel {
    /** Levels of the document unfolded when it is first shown. */
    public static final int EXPANDED_LEVELS = 2;

    private final AnalysisModel analysis;
    private final ObservableList<String> collections = FXCollections.observableArrayList();
    private final StringProperty collection = new SimpleStringProperty(this, "collection");
    private final ReadOnlyObjectWrapper<Preview> preview = new ReadOnlyObjectWrapper<>(this, "preview");
    private final ReadOnlyStringWrapper sizeText = new ReadOnlyStringWrapper(this, "sizeText", "");
    private final ReadOnlyStringWrapper message = new ReadOnlyStringWrapper(this, "message", "");
    private final LatestOnly<Inputs, Preview> worker;
    private final State state = new State(collections, sizeText.getReadOnlyProperty(), message.getReadOnlyProperty());
    private boolean adjusting;

    /**
     * @param shown   the preview on screen, reused when the document did not change
     * @param folding the containers the user unfolded or folded in it, to keep
     */
    private record Inputs(Analysis analysis, String collection, Preview shown, Map<String, Boolean> folding) {
    }

    /**
     * What the panel shows besides the preview itself: the collections to choose from, the
     * document size line, and a message when there is nothing to show or the preview failed.
     */
    public record State(ObservableList<String> collections, ReadOnlyStringProperty sizeText, ReadOnlyStringProperty message) {
    }

    public PreviewViewModel(AnalysisModel analysis) {
        this.analysis = analysis;
        var services = analysis.services();
        worker = new LatestOnly<>(services.background(), services.ui(), PreviewViewModel::render, this::show,
                e -> message.set("The example document could not be made: " + e.getMessage()));
        analysis.state().current().addListener((obs, old, now) -> analysisChanged(now));
        CanvasSelection selection = analysis.selection();
        SetChangeListener<String> follow = c -> followSelection();
        selection.entities().addListener(follow);
        selection.relationships().addListener(follow);
        collection.addListener((obs, old, now) -> {
            if (!adjusting) request();
        });
        analysisChanged(analysis.current());
    }

    private void analysisChanged(Analysis now) {
        if (now == null) return;
        adjusting = true;
        try {
            List<String> names = now.estimate().projection().collections().stream().map(CollectionShape::name).toList();
            if (!collections.equals(names)) collections.setAll(names);
            if (collection.get() == null || !names.contains(collection.get())) {
                collection.set(fromSelection(now).orElse(names.isEmpty() ? null : names.get(0)));
            }
        } finally {
            adjusting = false;
        }
        request();
    }

    private void followSelection() {
        Analysis now = analysis.current();
        if (now == null) return;
        fromSelection(now).ifPresent(collection::set);
    }

    private Optional<String> fromSelection(Analysis now) {
        CanvasSelection s = analysis.selection();
        return PreviewTarget.of(now.project().model(), now.estimate().projection(), s.entities(), s.relationships());
    }

    private void request() {
        Analysis now = analysis.current();
        String name = collection.get();
        if (now == null) return;
        if (name == null) {
            worker.cancelAll();
            preview.set(null);
            sizeText.set("");
            message.set("This design has no collection yet: add an entity.");
            return;
        }
        Preview shown = preview.get();
        Map<String, Boolean> folding = shown != null && shown.collection().equals(name) ? JsonTree.folding(shown.tree()) : Map.of();
        worker.request(new Inputs(now, name, shown, folding));
    }

    private static Preview render(Inputs in) {
        var estimate = in.analysis().estimate();
        CollectionShape shape = estimate.projection().collection(in.collection())
                .orElseThrow(() -> new IllegalStateException("no collection '" + in.collection() + "'"));
        CollectionEstimate size = estimate.collection(in.collection())
                .orElseThrow(() -> new IllegalStateException("no size estimate for '" + in.collection() + "'"));
        var projection = estimate.projection();
        var group = CoLocations.of(in.analysis().project().model(), in.analysis().project().active(), projection).of(in.collection());
        // a co-located collection is shown as its container: one document of each kind, with the type field
        String json = group.isPresent() ? ExampleDocument.render(group.get(), projection, in.analysis().profile())
                : ExampleDocument.render(shape, in.analysis().profile());
        Map<String, Double> presences = group.isPresent() ? Presences.of(group.get(), projection) : Presences.of(shape);
        Preview shown = in.shown();
        boolean same = shown != null && shown.collection().equals(in.collection()) && shown.json().equals(json)
                && shown.presences().equals(presences);
        var tree = same ? shown.tree() : JsonTree.parse(json, EXPANDED_LEVELS, in.folding(), presences);
        return new Preview(in.analysis().revision(), in.collection(), json, tree, size, in.analysis().profile(), presences);
    }

    private void show(Preview p) {
        preview.set(p);
        Analysis now = analysis.current();
        String container = now == null ? "" : containerNote(now, p.collection());
        sizeText.set(container + describe(p.size()));
        message.set("");
    }

    /** "Stored in Post with Comment documents, told apart by 'type' · ", or nothing when the collection is its own. */
    static String containerNote(Analysis now, String collection) {
        var group = CoLocations.of(now.project().model(), now.project().active(), now.estimate().projection()).of(collection);
        if (group.isEmpty()) return "";
        List<String> kinds = group.get().members().stream().map(m -> m.typeValue()).toList();
        return "Collection " + group.get().container() + " holds " + String.join(", ", kinds) + " documents, told apart by '"
                + group.get().typeField() + "' · " + collection + ": ";
    }

    /** "avg 1.2 KiB · max 3.4 KiB · limit 16 MiB", or the reason there is no maximum. */
    public static String describe(CollectionEstimate c) {
        String max = c.unbounded() ? "no maximum (an embedded array grows without bound)" : "max " + Bytes.format(c.maxBytes());
        return "avg " + Bytes.format(c.avgBytes()) + " · " + max + " · limit " + Bytes.format(c.limitBytes());
    }

    /** The collection shown; follows the canvas selection, and may be set to any of {@link #collections()}. */
    public StringProperty collectionProperty() {
        return collection;
    }

    public ReadOnlyObjectProperty<Preview> previewProperty() {
        return preview.getReadOnlyProperty();
    }

    /** The document shown, as text; empty when none. */
    public String jsonText() {
        Preview p = preview.get();
        return p == null ? "" : p.json();
    }

    public State state() {
        return state;
    }
}
