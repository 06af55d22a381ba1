package dev.docshape.app.analysis.sample;

import com.fasterxml.jackson.databind.JsonNode;
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
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * Browsing the stored documents: pick a collection, see up to {@value #SHOWN} documents spread over
 * it (each by the end of its id and its name or first text), or those a filter
 * ({@code field = value}, or any text) keeps; pick one and read it, pretty-printed and foldable.
 * Store reads run on the job executor (after any running generation) and come back on the UI thread.
 */
public final class StoreBrowser {
    /** How many document ids a collection lists. */
    public static final int SHOWN = 100;
    /** Made when a document is first shown, not while the window is built (Jackson's classes take a while to load). */
    private static final class Json {
        static final ObjectMapper MAPPER = new ObjectMapper();
    }

    private final AnalysisServices services;
    private final Supplier<Project> project;
    private final Supplier<Path> storeFile;
    private final ObservableList<String> collections = FXCollections.observableArrayList();
    private final StringProperty collection = new SimpleStringProperty(this, "collection");
    private final ObservableList<StoredDocument> documents = FXCollections.observableArrayList();
    private final StringProperty filter = new SimpleStringProperty(this, "filter", "");
    private final StringProperty documentId = new SimpleStringProperty(this, "documentId");
    private final ReadOnlyObjectWrapper<TreeItem<JsonLine>> document = new ReadOnlyObjectWrapper<>(this, "document");
    private final ReadOnlyStringWrapper problem = new ReadOnlyStringWrapper(this, "problem", "");
    private final State state = new State(FXCollections.unmodifiableObservableList(collections), collection,
            FXCollections.unmodifiableObservableList(documents), filter, documentId, document.getReadOnlyProperty(),
            problem.getReadOnlyProperty());

    /**
     * The browser as its view binds to it: the stored collections and the one chosen; the documents
     * spread over it, or those the filter keeps ({@code field = value}, or text any top-level value
     * contains; blank lists documents spread over the collection); the id of the document chosen and
     * that document, ready for a {@link dev.docshape.app.analysis.preview.JsonTreeView}; why the last
     * read failed, or empty.
     */
    public record State(ObservableList<String> collections, StringProperty collection, ObservableList<StoredDocument> documents,
                        StringProperty filter, StringProperty documentId, ReadOnlyObjectProperty<TreeItem<JsonLine>> document,
                        ReadOnlyStringProperty problem) {
    }

    StoreBrowser(AnalysisServices services, Supplier<Project> project, Supplier<Path> storeFile) {
        this.services = services;
        this.project = project;
        this.storeFile = storeFile;
        collection.addListener((obs, old, now) -> loadIds(now));
        filter.addListener((obs, old, now) -> loadIds(collection.get()));
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
        documents.clear();
        document.set(null);
        if (name == null) return;
        String typed = filter.get();
        StoredDocument.Filter kept = StoredDocument.Filter.parse(typed);
        read(store -> store.read(s -> kept.all() ? spread(s, name) : matching(s, name, kept)), list -> {
            if (name.equals(collection.get()) && typed.equals(filter.get())) {
                documents.setAll(list);
                documentId.set(list.isEmpty() ? null : list.get(0).id());
            }
        });
    }

    private static List<StoredDocument> spread(dev.docshape.storage.store.StoreSnapshot s, String name) {
        List<StoredDocument> rows = new ArrayList<>();
        for (String id : s.spreadIds(name, SHOWN)) {
            List<String> docs = s.byIds(name, List.of(id));
            rows.add(StoredDocument.of(id, docs.isEmpty() ? null : parse(docs.get(0))));
        }
        return rows;
    }

    private static List<StoredDocument> matching(dev.docshape.storage.store.StoreSnapshot s, String name, StoredDocument.Filter kept) {
        List<StoredDocument> rows = new ArrayList<>();
        s.forEach(name, (id, json) -> {
            if (rows.size() >= SHOWN || !kept.mayMatch(json)) return;
            JsonNode doc = parse(json);
            if (doc != null && kept.matches(doc)) rows.add(StoredDocument.of(id, doc));
        });
        return rows;
    }

    private static JsonNode parse(String json) {
        try {
            return Json.MAPPER.readTree(json);
        } catch (java.io.IOException e) {
            return null;
        }
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
                String pretty = Json.MAPPER.writerWithDefaultPrettyPrinter().writeValueAsString(Json.MAPPER.readTree(docs.get(0)));
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

    public State state() {
        return state;
    }
}
