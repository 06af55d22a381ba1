package dev.docshape.app.cli;

import dev.docshape.storage.store.StoreFiles;
import picocli.CommandLine.Option;

import java.nio.file.Path;

/** {@code --store PATH}: the sample store a command writes or reads. */
final class StoreOption {

    @Option(names = "--store", paramLabel = "PATH", description = "The sample store file (default: next to the project file).")
    Path store;

    /** The store chosen, or the one next to {@code projectFile}. */
    Path storeFile(Path projectFile) {
        return store != null ? store : StoreFiles.defaultLocation(projectFile);
    }
}
