package dev.docshape.storage.imports.json;

import dev.docshape.storage.imports.ImportException;
import dev.docshape.storage.imports.infer.CollectionInference;
import dev.docshape.storage.imports.infer.InferredSchema;
import dev.docshape.storage.imports.infer.SchemaInference;
import dev.docshape.storage.store.Progress;

import java.io.BufferedInputStream;
import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.zip.GZIPInputStream;

/**
 * Infers a model from JSON files: each source's documents are streamed into the collection it
 * names ({@link JsonSources}), then the inference runs. Progress is reported in bytes read per
 * file; a {@link java.util.concurrent.CancellationException} thrown by the listener stops the
 * import (nothing is written by it in any case: the caller writes the project at the end).
 */
public final class JsonImport {
    private static final int PROGRESS_EVERY_BYTES = 1 << 20;

    private JsonImport() {
    }

    public static InferredSchema infer(List<Path> paths, Progress progress) throws ImportException {
        List<JsonSources.Source> sources = JsonSources.of(paths);
        SchemaInference inference = new SchemaInference();
        for (JsonSources.Source source : sources) read(source, inference.collection(source.collection()), progress);
        progress.update("inferring", 0, 0);
        return inference.result();
    }

    /** Streams {@code in} (named {@code source} in messages) into {@code collection}, reporting bytes read. */
    public static long read(InputStream in, String source, long totalBytes, CollectionInference collection, Progress progress)
            throws ImportException {
        String phase = "reading " + source;
        Counting counting = new Counting(in, phase, totalBytes, progress);
        long documents = JsonDocuments.read(counting, source, collection::accept);
        progress.update(phase, counting.bytes, totalBytes);
        return documents;
    }

    private static void read(JsonSources.Source source, CollectionInference collection, Progress progress)
            throws ImportException {
        Path file = source.file();
        String name = file.getFileName().toString();
        try (InputStream raw = Files.newInputStream(file)) {
            long size = Files.size(file);
            InputStream in = new BufferedInputStream(raw, 1 << 16);
            if (JsonSources.gzipped(file)) {
                in = new GZIPInputStream(in, 1 << 16);
                size = 0;
            }
            read(in, name, size, collection, progress);
        } catch (AccessDeniedException e) {
            throw new ImportException(file + ": no permission to read the file", e);
        } catch (IOException e) {
            throw new ImportException(file + ": could not read: " + e.getMessage(), e);
        }
    }

    /** Counts the bytes read and reports them every megabyte. */
    private static final class Counting extends FilterInputStream {
        private final String phase;
        private final long total;
        private final Progress progress;
        long bytes;
        private long nextReport = PROGRESS_EVERY_BYTES;

        Counting(InputStream in, String phase, long total, Progress progress) {
            super(in);
            this.phase = phase;
            this.total = total;
            this.progress = progress;
        }

        @Override
        public int read() throws IOException {
            int b = super.read();
            if (b >= 0) advance(1);
            return b;
        }

        @Override
        public int read(byte[] buffer, int off, int len) throws IOException {
            int n = super.read(buffer, off, len);
            if (n > 0) advance(n);
            return n;
        }

        private void advance(int n) {
            bytes += n;
            if (bytes >= nextReport) {
                nextReport = bytes + PROGRESS_EVERY_BYTES;
                progress.update(phase, bytes, total);
            }
        }
    }
}
