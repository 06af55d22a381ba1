package dev.docshape.storage.imports.sql;

import dev.docshape.model.Descriptions;
import dev.docshape.model.Entity;
import dev.docshape.model.Project;
import dev.docshape.storage.file.RepositoryFiles;
import dev.docshape.storage.imports.ImportException;
import dev.docshape.storage.store.Progress;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Table and column comments kept as the entities' and fields' descriptions: MySQL's {@code COMMENT} in a column and in
 * a table's options, PostgreSQL's {@code COMMENT ON TABLE} and {@code COMMENT ON COLUMN}; a runaway or hostile comment
 * cut and cleaned, the import's notes saying so (docs/imports.md "Comments", decision 0556).
 */
class SqlCommentsTest {

    @Test
    void theIssueTrackersMysqlCommentsAreKept() throws ImportException {
        Project p = SqlImport.read(RepositoryFiles.example("workloads").resolve("issue-tracker.sql"), "issue-tracker",
                Progress.NONE).project();
        assertEquals("tenants", entity(p, "organisation").description());
        assertEquals("bytes, at most 25 MB", entity(p, "attachment").field("size_bytes").orElseThrow().description());
        assertEquals("sha-256 of the content, hex", entity(p, "attachment").field("storage_key").orElseThrow().description());
        assertEquals("per project, from 1", entity(p, "issue").field("number").orElseThrow().description());
        assertEquals("visible to members only", entity(p, "comment").field("is_internal").orElseThrow().description());
        assertEquals("issue prefix, e.g. WEB", entity(p, "project").field("key").orElseThrow().description());
        assertNull(entity(p, "issue").field("title").orElseThrow().description(), "a column without a comment has none");
    }

    @Test
    void mysqlCommentsWithQuotesAreReadAsTheDatabaseStoresThem() throws ImportException {
        SqlImport.Result r = SqlImport.fromText("""
                CREATE TABLE `orders` (
                  `id` int NOT NULL AUTO_INCREMENT,
                  `note` varchar(200) DEFAULT NULL COMMENT 'the customer''s words, as typed',
                  `path` varchar(200) DEFAULT NULL COMMENT 'under C:\\\\orders',
                  PRIMARY KEY (`id`)
                ) ENGINE=InnoDB COMMENT='one per checkout';
                """, "orders.sql", "orders");
        assertEquals("[]", r.skipped().toString());
        Entity order = entity(r.project(), "order");
        assertEquals("one per checkout", order.description());
        assertEquals("the customer's words, as typed", order.field("note").orElseThrow().description());
        assertEquals("under C:\\orders", order.field("path").orElseThrow().description());
    }

    @Test
    void postgresCommentOnTableAndColumnAreKept() throws ImportException {
        SqlImport.Result r = SqlImport.fromText("""
                CREATE TABLE public.recipes (
                    id bigint NOT NULL,
                    title text NOT NULL,
                    CONSTRAINT recipes_pkey PRIMARY KEY (id)
                );
                COMMENT ON TABLE public.recipes IS 'A dish, as the cook writes it';
                COMMENT ON COLUMN public.recipes.title IS 'Shown on the card; it''s unique per cook';
                COMMENT ON COLUMN public.missing.title IS 'no such table';
                """, "recipes.sql", "recipes");
        Entity recipe = entity(r.project(), "recipe");
        assertEquals("A dish, as the cook writes it", recipe.description());
        assertEquals("Shown on the card; it's unique per cook", recipe.field("title").orElseThrow().description());
    }

    @Test
    void aRunawayOrHostileCommentIsCutAndCleanedAndTheNotesSaySo() throws ImportException {
        String runaway = "x".repeat(5000);
        SqlImport.Result r = SqlImport.fromText("""
                CREATE TABLE events (
                    id bigint PRIMARY KEY,
                    kind text,
                    body text
                );
                COMMENT ON COLUMN events.kind IS '%s';
                COMMENT ON COLUMN events.body IS E'<script>alert(1)</script>\\u0007 \\x1b[31m"}; drop'; 
                """.formatted(runaway).replace("\\u0007", "\u0007"), "events.sql", "events");
        Entity event = entity(r.project(), "event");
        assertEquals(Descriptions.MAX_LENGTH, event.field("kind").orElseThrow().description().length());
        String body = event.field("body").orElseThrow().description();
        assertTrue(body.startsWith("<script>alert(1)</script>"), body);
        assertTrue(body.chars().noneMatch(c -> Character.isISOControl(c) && c != '\n' && c != '\t'), body);
        assertTrue(r.notes().stream().anyMatch(n -> n.contains("events.kind") && n.contains("at most 1000 characters, this one 5000")),
                r.notes().toString());
        assertTrue(r.notes().stream().anyMatch(n -> n.contains("events.body") && n.contains("control characters")), r.notes().toString());
    }

    private static Entity entity(Project project, String name) {
        return project.model().entities().stream().filter(e -> e.name().equals(name)).findFirst()
                .orElseThrow(() -> new AssertionError("no " + name + " in " + project.model().entities().stream().map(Entity::name).toList()));
    }
}
