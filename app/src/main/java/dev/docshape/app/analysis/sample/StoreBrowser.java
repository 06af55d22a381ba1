package dev.docshape.app.analysis.sample;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.docshape.app.analysis.AnalysisServices;
import dev.docshape.app.ui.tasks.TaskRunner;
import dev.docshape.app.analysis.preview.JsonLine;
import dev.docshape.app.analysis.preview.JsonTree;
import dev.docshape.model.Project;
import dev.docshape.storage.sample.SampleData;
import dev.docshape.storage.store.SampleStore;
import dev.docshape.storage.store.StoredCollection;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import javafx.scene.control.TreeItem;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * Browsing the stored documents: pick a collection, see the ids of up to {@value #SHOWN}
 * documents spread over it, pick one and read it, pretty-printed and foldable. Store reads run on
 * the job executor (after any running generation) and come back on the UI thread.
 */
public final class StoreBrowser {
    /** How many document ids a collection lists. */
    public static final int SHOWN = 100;
    private static final ObjectMapper JSON = new ObjectMapper();

    private final AnalysisServices services;
    private final Supplier<Project> project;
    private final Supplier<Path> storeFile;
    private final ObservableList<String> collections = FXCollections.observableArrayList();
    private final StringProperty collection = new SimpleStringProperty(this, "collection");
    private final ObservableList<String> ids = FXCollections.observableArrayList();
    private final StringProperty documentId = new SimpleStringProperty(this, "documentId");
    private final ReadOnlyObjectWrapper<TreeItem<JsonLine>> document = new ReadOnlyObjectWrapper<>(this, "document");
    private final ReadOnlyStringWrapper problem = new ReadOnlyStringWrapper(this, "problem", "");

    StoreBrowser(AnalysisServices services, Supplier<Project> project, Supplier<Path> storeFile) {
        this.services = services;
        this.project = project;
        this.storeFile = storeFile;
        collection.addListener((obs, old, now) -> loadIds(now));
        documentId.addListener((obs, old, now) -> loadDocument(collection.get(), now));
    }

    /** Shows the collections just stored. */
    void refresh(List<StoredCollection> stored) {
        collections.setAll(stored.stream().map(StoredCollection::name).toList());
        if (collection.get() == null || !collections.contains(collection.get())) {
            collection.set(collections.isEmpty() ? null : collections.get(0));
        } else {
            loadIds(collection.get());
        }
    }

    /** Shows nothing (another project was opened). */
    void clear() {
        collections.clear();
        collection.set(null);
        problem.set("");
    }

    private void loadIds(String name) {
        ids.clear();
        document.set(null);
        if (name == null) return;
        read(store -> store.read(s -> s.spreadIds(name, SHOWN)), list -> {
            if (name.equals(collection.get())) {
                ids.setAll(list);
                documentId.set(list.isEmpty() ? null : list.get(0));
            }
        });
    }

    private void loadDocument(String name, String id) {
        if (name == null || id == null) {
            document.set(null);
            return;
        }
        read(store -> {
            List<String> docs = store.read(s -> s.byIds(name, List.of(id)));
            if (docs.isEmpty()) return null;
            try {
                String pretty = JSON.writerWithDefaultPrettyPrinter().writeValueAsString(JSON.readTree(docs.get(0)));
                return JsonTree.parse(pretty, 2);
            } catch (java.io.IOException e) {
                throw new IllegalStateException("document " + id + " of " + name + " is not valid JSON: " + e.getMessage(), e);
            }
        }, tree -> {
            if (id.equals(documentId.get())) document.set(tree);
        });
    }

    private <T> void read(Function<SampleStore, T> work, java.util.function.Consumer<T> done) {
        Project p = project.get();
        Path file = storeFile.get();
        services.tasks().run(TaskRunner.Lane.JOBS, () -> {
            if (!Files.isRegularFile(file)) throw new IllegalStateException("there is no sample store at " + file + " yet");
            try (SampleStore store = SampleData.openStore(file, p)) {
                return work.apply(store);
            }
        }, result -> {
            problem.set("");
            done.accept(result);
        }, e -> problem.set("Cannot read the sample store: " + e.getMessage()));
    }

    public ObservableList<String> collections() {
        return collections;
    }

    public StringProperty collectionProperty() {
        return collection;
    }

    /** Ids of documents spread over the chosen collection. */
    public ObservableList<String> ids() {
        return ids;
    }

    public StringProperty documentIdProperty() {
        return documentId;
    }

    /** The chosen document, ready for a {@link dev.docshape.app.analysis.preview.JsonTreeView}. */
    public ReadOnlyObjectProperty<TreeItem<JsonLine>> documentProperty() {
        return document.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty problemProperty() {
        return problem.getReadOnlyProperty();
    }
}
