package dev.docshape.storage.export;

import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HashMap;
import java.util.HexFormat;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * The folder an export writes into, and the only way the export opens files: every file name is
 * made from a collection name that may hold anything ({@code ../../etc}, {@code a/b}, {@code CON},
 * a thousand characters), so names are sanitized, kept unique and checked to land directly in the
 * folder. Existing symbolic links are never followed.
 */
public final class ExportFolder {

    private static final int MAX_BASE = 80;
    private static final Set<String> WINDOWS_RESERVED = Set.of("CON", "PRN", "AUX", "NUL",
            "COM1", "COM2", "COM3", "COM4", "COM5", "COM6", "COM7", "COM8", "COM9",
            "LPT1", "LPT2", "LPT3", "LPT4", "LPT5", "LPT6", "LPT7", "LPT8", "LPT9");

    private final Path folder;
    private final Map<String, String> baseByCollection = new HashMap<>();
    private final Map<String, String> collectionByBase = new HashMap<>();

    private ExportFolder(Path folder) {
        this.folder = folder;
    }

    /** The folder, created when missing. */
    public static ExportFolder at(Path folder) {
        if (folder == null) throw new IllegalArgumentException("an export folder is needed");
        Path absolute = folder.toAbsolutePath().normalize();
        if (Files.exists(absolute) && !Files.isDirectory(absolute)) {
            throw new IllegalArgumentException("cannot export into " + folder + ": it is a file, not a folder");
        }
        try {
            Files.createDirectories(absolute);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot create the export folder " + folder, e);
        }
        return new ExportFolder(absolute);
    }

    public Path path() {
        return folder;
    }

    /**
     * A file name base for {@code collection}, safe on Linux, macOS and Windows and unique in this
     * export (ignoring case): {@code "../../etc"} gives {@code "etc"}, {@code "a/b"} gives
     * {@code "a_b"}, {@code "CON"} gives {@code "_CON"}.
     */
    public String baseName(String collection) {
        return baseByCollection.computeIfAbsent(collection, c -> {
            String base = sanitize(c);
            String unique = base;
            for (int i = 2; collectionByBase.containsKey(unique.toLowerCase(Locale.ROOT)); i++) unique = base + "-" + i;
            collectionByBase.put(unique.toLowerCase(Locale.ROOT), c);
            return unique;
        });
    }

    /** Writes a file named {@code baseName(collection) + suffix} into the folder. */
    public Path write(String collection, String suffix, String text) {
        try (OutputStream out = open(collection, suffix)) {
            out.write(text.getBytes(StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write the export of collection '" + collection + "'", e);
        }
        return resolve(baseName(collection) + suffix);
    }

    /** Opens {@code baseName(collection) + suffix} in the folder for writing (replacing an older export). */
    public OutputStream open(String collection, String suffix) throws IOException {
        if (!suffix.matches("[A-Za-z0-9._-]{1,40}")) throw new IllegalArgumentException("bad file suffix '" + suffix + "'");
        return openFile(resolve(baseName(collection) + suffix));
    }

    /** Writes a file of the export itself ({@code create-collections.js}), not of one collection. */
    public Path writeShared(String fileName, String text) {
        if (!fileName.matches("[A-Za-z0-9][A-Za-z0-9._-]{0,80}")) throw new IllegalArgumentException("bad file name '" + fileName + "'");
        Path file = resolve(fileName);
        try (OutputStream out = openFile(file)) {
            out.write(text.getBytes(StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + file, e);
        }
        return file;
    }

    private OutputStream openFile(Path file) throws IOException {
        if (Files.isSymbolicLink(file)) {
            throw new IOException("refusing to write through the symbolic link " + file);
        }
        return Files.newOutputStream(file, StandardOpenOption.CREATE, StandardOpenOption.TRUNCATE_EXISTING,
                StandardOpenOption.WRITE, LinkOption.NOFOLLOW_LINKS);
    }

    private Path resolve(String fileName) {
        Path file = folder.resolve(fileName).normalize();
        if (!folder.equals(file.getParent())) {
            throw new IllegalStateException("export file '" + fileName + "' would land outside " + folder);
        }
        return file;
    }

    static String sanitize(String collection) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < collection.length(); i++) {
            char c = collection.charAt(i);
            boolean safe = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-' || c == '_' || c == '.';
            sb.append(safe ? c : '_');
        }
        String base = sb.toString().replaceAll("_{2,}", "_").replaceAll("^[._-]+|[._]+$", "");
        if (base.isEmpty()) base = "collection";
        String stem = base.contains(".") ? base.substring(0, base.indexOf('.')) : base;
        if (WINDOWS_RESERVED.contains(stem.toUpperCase(Locale.ROOT))) base = "_" + base;
        // A cut name ends in a short hash of the whole one, so long names that share a start stay apart.
        if (base.length() > MAX_BASE) base = base.substring(0, MAX_BASE - 9) + "-" + hash(collection);
        return base;
    }

    private static String hash(String text) {
        try {
            byte[] digest = MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8));
            return HexFormat.of().formatHex(digest, 0, 4);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
