package dev.docshape.storage.imports.sql;

import dev.docshape.model.DataModel;
import dev.docshape.model.Project;
import dev.docshape.model.Relationship;
import dev.docshape.model.advice.Advisor;
import dev.docshape.model.advice.Finding;
import dev.docshape.model.advice.Suggestion;
import dev.docshape.model.Design;
import dev.docshape.model.mapping.Mapping;
import dev.docshape.model.mapping.Placement;
import dev.docshape.model.profile.Profile;
import dev.docshape.storage.imports.ImportException;
import dev.docshape.storage.store.Progress;

import java.io.IOException;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A new project from a relational schema (a DDL script of PostgreSQL, MySQL/MariaDB, SQL Server or
 * SQLite): the tables' model ({@link RelationalModel}) with two designs, {@value #RELATIONAL}
 * (everything referenced, as the tables are) and {@value #SUGGESTED} (the advisor's suggestions
 * applied to it).
 */
public final class SqlImport {
    public static final String RELATIONAL = "relational";
    public static final String SUGGESTED = "suggested";
    /** DDL scripts larger than this are refused: a schema this big is a data dump, not a schema. */
    /** Said with every SQL import: the counts are the documented defaults, not the database's (decision record 0191). */
    public static final String COUNTS_NOTE = String.format(java.util.Locale.ROOT,
            "a DDL script holds no row counts: every entity starts at %,d documents and every one-to-many at %.0f children per "
                    + "parent; set the real counts (entity inspector) before trusting the estimates",
            RelationalModel.DEFAULT_COUNT, RelationalModel.DEFAULT_CHILDREN);
    public static final long MAX_BYTES = 256L * 1024 * 1024;

    /**
     * The project, the statements skipped (each with its line) and notes on what the model leaves out.
     *
     * @param skipped statements the parser could not read or that define views, procedures, ...
     * @param ignored kinds of statement that define no tables (INSERT, SET, ...) with how many of each
     */
    public record Result(Project project, int tables, List<String> skipped, Map<String, Integer> ignored, List<String> notes) {
    }

    private SqlImport() {
    }

    public static Result read(Path file, String projectName, Progress progress) throws ImportException {
        return read(file, SqlDialect.AUTO, projectName, progress);
    }

    /** The result for the script {@code file}, written in {@code dialect} ({@link SqlDialect#AUTO}: guessed from the script). */
    public static Result read(Path file, SqlDialect dialect, String projectName, Progress progress) throws ImportException {
        String source = file.getFileName() == null ? file.toString() : file.getFileName().toString();
        String sql = text(file, source);
        String phase = "reading " + source;
        DdlReader.Result ddl = DdlReader.read(sql, dialect, source, (done, total) -> {
            progress.update(phase, done, total);
            return done;
        }, BatchParser.LANES);
        if (ddl.tables().isEmpty()) {
            throw new ImportException(source + ": no CREATE TABLE statement could be read"
                    + (ddl.skipped().isEmpty() ? "" : "; " + ddl.skipped().size() + " statements were skipped, the first: "
                    + ddl.skipped().get(0)));
        }
        return build(ddl, projectName);
    }

    /** The result for DDL text (tests, the designer). */
    public static Result fromText(String sql, String source, String projectName) throws ImportException {
        return fromText(sql, source, projectName, SqlDialect.AUTO);
    }

    /** As {@link #fromText(String, String, String)}, the script written in {@code dialect}. */
    public static Result fromText(String sql, String source, String projectName, SqlDialect dialect) throws ImportException {
        return fromText(sql, source, projectName, dialect, BatchParser.LANES);
    }

    /** As {@link #fromText(String, String, String, SqlDialect)}, parsing on {@code lanes} lanes (the result is the same for any number). */
    static Result fromText(String sql, String source, String projectName, SqlDialect dialect, int lanes) throws ImportException {
        DdlReader.Result ddl = DdlReader.read(sql, dialect, source, (done, total) -> done, lanes);
        if (ddl.tables().isEmpty()) throw new ImportException(source + ": no CREATE TABLE statement could be read");
        return build(ddl, projectName);
    }

    private static Result build(DdlReader.Result ddl, String projectName) {
        RelationalModel.Result relational = RelationalModel.of(ddl.tables());
        DataModel model = relational.model();
        Map<String, Mapping> mappings = new LinkedHashMap<>();
        for (Relationship r : model.relationships()) {
            Placement placement = relational.manyToManyIds().contains(r.id()) ? Placement.JOINING_DOCUMENTS
                    : Placement.CHILD_HOLDS_PARENT_ID;
            mappings.put(r.id(), Mapping.reference(placement));
        }
        Design referenced = new Design(RELATIONAL, mappings, Set.of());
        Design suggested = suggested(model, referenced);
        Project project = new Project(projectName, "Imported from a relational schema of " + ddl.tables().size() + " tables.",
                model, List.of(referenced, suggested), SUGGESTED).withId(Project.newId());
        List<String> notes = new java.util.ArrayList<>();
        notes.add(COUNTS_NOTE);
        notes.addAll(relational.notes());
        notes.addAll(ddl.notes());
        return new Result(project, ddl.tables().size(), ddl.skipped(), ddl.ignored(), notes);
    }

    /**
     * The relational design with the advisor's suggestions applied, the first for each relationship.
     * One round: the advisor estimates every suggestion's effect, which is most of an import's time
     * on a large schema.
     */
    static Design suggested(DataModel model, Design relational) {
        Map<String, Mapping> mappings = new LinkedHashMap<>(relational.mappings());
        Set<String> changed = new HashSet<>();
        for (Finding f : Advisor.advise(model, relational, Profile.mongodb())) {
            if (f.suggestion().isEmpty()) continue;
            Suggestion s = f.suggestion().get();
            if (changed.add(s.relationshipId())) mappings.put(s.relationshipId(), s.mapping());
        }
        return new Design(SUGGESTED, mappings, relational.standalone());
    }

    private static String text(Path file, String source) throws ImportException {
        try {
            if (Files.isDirectory(file)) throw new ImportException(file + ": this is a folder, not a SQL file");
            if (!Files.isRegularFile(file)) throw new ImportException(file + ": the file does not exist or is not a regular file");
            long size = Files.size(file);
            if (size > MAX_BYTES) {
                throw new ImportException(String.format(java.util.Locale.ROOT,
                        "%s: the file is %,d MB; a schema script over %,d MB is refused (dump the schema only, e.g. pg_dump --schema-only)",
                        source, size >> 20, MAX_BYTES >> 20));
            }
            byte[] bytes = Files.readAllBytes(file);
            try {
                return StandardCharsets.UTF_8.newDecoder().decode(java.nio.ByteBuffer.wrap(bytes)).toString();
            } catch (CharacterCodingException e) {
                return new String(bytes, StandardCharsets.ISO_8859_1);
            }
        } catch (NoSuchFileException e) {
            throw new ImportException(file + ": the file does not exist", e);
        } catch (AccessDeniedException e) {
            throw new ImportException(file + ": no permission to read the file", e);
        } catch (IOException e) {
            throw new ImportException(file + ": could not read: " + e.getMessage(), e);
        }
    }
}
