package dev.docshape.storage.mongodb;

import dev.docshape.model.Project;
import dev.docshape.model.Design;
import dev.docshape.storage.sample.ChildCounts;
import dev.docshape.storage.sample.SampleData;
import dev.docshape.storage.sample.SampleOptions;
import dev.docshape.storage.store.SampleStore;
import dev.docshape.storage.store.StoreMetadata;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Optional;

/**
 * Which sample data goes to (and is expected in) a MongoDB database: the data of the project's
 * sample store when it holds the design (generated again from the store's seed, scale and child
 * counts, so the documents are the same, with their BSON types), else new data from the options
 * given, as {@code docshape sample} would make it.
 *
 * @param options     the options the documents are generated with
 * @param fromStore   true when they are the sample store's
 * @param description for progress and reports
 */
public record SampleSource(SampleOptions options, boolean fromStore, String description) {

    public static SampleSource choose(Project project, Design design, Path storeFile, SampleOptions fallback) {
        Optional<StoreMetadata> stored = storedFor(project, design, storeFile);
        if (stored.isPresent()) {
            StoreMetadata m = stored.get();
            SampleOptions options = new SampleOptions(m.seed(), m.scale(), ChildCounts.valueOf(m.childCounts()));
            return new SampleSource(options, true, String.format(Locale.ROOT,
                    "the sample store's data (%s: seed %d, scale %s)", storeFile, m.seed(), m.scale()));
        }
        return new SampleSource(fallback, false, String.format(Locale.ROOT,
                "new sample data (seed %d, scale %s)", fallback.seed(), fallback.scale()));
    }

    private static Optional<StoreMetadata> storedFor(Project project, Design design, Path storeFile) {
        if (storeFile == null || !Files.isRegularFile(storeFile)) return Optional.empty();
        try (SampleStore store = SampleData.openStore(storeFile, project)) {
            return store.metadata().filter(m -> m.design().equals(design.name()));
        } catch (RuntimeException unreadable) {
            return Optional.empty();
        }
    }
}
