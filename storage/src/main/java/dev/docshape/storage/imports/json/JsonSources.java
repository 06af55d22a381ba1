package dev.docshape.storage.imports.json;

import dev.docshape.storage.imports.ImportException;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;

/**
 * The files a JSON import reads and the collection each one fills: a file per collection
 * ({@code orders.json}, {@code orders.ndjson}, {@code orders.jsonl}, each optionally gzipped) named
 * after the collection, or a folder of them. In a folder, the side files of a mongodump
 * ({@code *.metadata.json}) and of a DocShape export ({@code *.template.json}, {@code *.schema.json},
 * {@code *.validator.json}) are passed over.
 */
public final class JsonSources {
    private static final String[] EXTENSIONS = {".ndjson", ".jsonl", ".json"};
    private static final String[] SIDE_FILES = {".metadata.json", ".template.json", ".schema.json", ".validator.json"};

    /** One file and the collection it fills. */
    public record Source(String collection, Path file) {
    }

    private JsonSources() {
    }

    /** The sources of {@code paths} (files and folders), folders' files in name order. */
    public static List<Source> of(List<Path> paths) throws ImportException {
        List<Source> sources = new ArrayList<>();
        for (Path path : paths) {
            if (Files.isDirectory(path)) {
                List<Path> files = filesIn(path);
                if (files.isEmpty()) throw new ImportException(path + ": the folder holds no .json, .ndjson or .jsonl files");
                for (Path f : files) sources.add(new Source(collectionName(f), f));
            } else if (Files.isRegularFile(path)) {
                sources.add(new Source(collectionName(path), path));
            } else if (!Files.exists(path)) {
                throw new ImportException(path + ": the file does not exist");
            } else {
                throw new ImportException(path + ": not a regular file or folder");
            }
        }
        return sources;
    }

    private static List<Path> filesIn(Path folder) throws ImportException {
        try (Stream<Path> entries = Files.list(folder)) {
            return entries.filter(Files::isRegularFile).filter(JsonSources::isCollectionFile).sorted().toList();
        } catch (IOException e) {
            throw new ImportException(folder + ": could not list the folder: " + e.getMessage(), e);
        }
    }

    private static boolean isCollectionFile(Path file) {
        String name = withoutGzip(file.getFileName().toString().toLowerCase(Locale.ROOT));
        for (String side : SIDE_FILES) {
            if (name.endsWith(side)) return false;
        }
        for (String ext : EXTENSIONS) {
            if (name.endsWith(ext)) return true;
        }
        return false;
    }

    /** {@code orders.ndjson.gz} gives {@code orders}. */
    static String collectionName(Path file) {
        String name = withoutGzip(file.getFileName().toString());
        String lower = name.toLowerCase(Locale.ROOT);
        for (String ext : EXTENSIONS) {
            if (lower.endsWith(ext) && name.length() > ext.length()) return name.substring(0, name.length() - ext.length());
        }
        return name;
    }

    static boolean gzipped(Path file) {
        return file.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(".gz");
    }

    private static String withoutGzip(String name) {
        return name.toLowerCase(Locale.ROOT).endsWith(".gz") && name.length() > 3 ? name.substring(0, name.length() - 3) : name;
    }
}
