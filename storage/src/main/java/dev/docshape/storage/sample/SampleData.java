package dev.docshape.storage.sample;

import dev.docshape.model.Project;
import dev.docshape.model.Design;
import dev.docshape.model.projection.Projection;
import dev.docshape.model.projection.Projector;
import dev.docshape.storage.store.Progress;
import dev.docshape.storage.store.SampleStore;
import dev.docshape.storage.store.StoreMetadata;
import dev.docshape.storage.store.StoreOwner;
import dev.docshape.storage.store.StoredCollection;

import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.List;

/**
 * One call for the command line and the designer: generate a design's sample data and store it.
 *
 * <pre>{@code
 * SampleData.Result r = SampleData.materialize(project, "embedded", StoreFiles.defaultLocation(projectFile),
 *         SampleOptions.of(42, 0.01), (phase, done, total) -> System.out.printf("%s %d/%d%n", phase, done, total));
 * }</pre>
 */
public final class SampleData {
    private SampleData() {
    }

    /**
     * What a store is bound to: the project's id, which survives renaming; the project's name while
     * it has no id yet (a file from before project ids, until it is saved). A store made for one
     * project is refused by another (see {@link SampleStore#open}).
     */
    public static String projectId(Project project) {
        return project.id() != null ? project.id() : project.name();
    }

    /**
     * The owner a project opens its store as: its {@link #projectId}, also accepting a store bound to
     * its current name by a DocShape from before project ids (such a store is bound to the id when
     * next written).
     */
    public static StoreOwner owner(Project project) {
        return new StoreOwner(projectId(project), project.id() != null ? project.name() : null);
    }

    /** Opens the sample store at {@code file} for {@code project}; see {@link SampleStore#open(Path, StoreOwner)}. */
    public static SampleStore openStore(Path file, Project project) {
        return SampleStore.open(file, owner(project));
    }

    /** The design called {@code designName}, or the active design when the name is null. */
    public static Design design(Project project, String designName) {
        if (designName == null) return project.active();
        return project.design(designName).orElseThrow(() -> new IllegalArgumentException("project '" + project.name()
                + "' has no design '" + designName + "' (it has " + project.designs().stream().map(Design::name).toList() + ")"));
    }

    /**
     * Replaces the store's data by the sample data of {@code designName} (null: the active design).
     *
     * @throws dev.docshape.storage.store.StoreException when the store cannot be opened or written
     */
    public static Result materialize(Project project, String designName, Path storeFile, SampleOptions options, Progress progress) {
        Design design = design(project, designName);
        Projection projection = Projector.project(project.model(), design);
        SampleGenerator generator = SampleGenerator.of(project.model(), design, projection, options);
        StoreMetadata metadata = new StoreMetadata(projectId(project), design.name(), options.seed(), options.scale(),
                options.childCounts().name(), Instant.now());
        Instant start = Instant.now();
        try (SampleStore store = openStore(storeFile, project)) {
            List<StoredCollection> collections = store.materialize(metadata, generator.layout(), generator.producer(),
                    generator.documentCount(), progress);
            long documents = collections.stream().mapToLong(StoredCollection::documents).sum();
            return new Result(storeFile, metadata, collections, documents, Duration.between(start, Instant.now()));
        }
    }

    /** What {@link #materialize} wrote. */
    public record Result(Path store, StoreMetadata metadata, List<StoredCollection> collections, long documents, Duration took) {
        public Result {
            collections = List.copyOf(collections);
        }
    }
}
