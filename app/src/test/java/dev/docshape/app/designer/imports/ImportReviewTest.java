package dev.docshape.app.designer.imports;

import dev.docshape.model.Cardinality;
import dev.docshape.model.Design;
import dev.docshape.model.Project;
import dev.docshape.model.Relationship;
import dev.docshape.model.mapping.Embed;
import dev.docshape.model.mapping.Reference;
import dev.docshape.storage.imports.infer.CollectionInference;
import dev.docshape.storage.imports.infer.SchemaInference;
import dev.docshape.storage.imports.sql.SqlImport;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The review's choices make the project: dropped, re-counted and re-mapped relationships. */
class ImportReviewTest {

    private static ImportReview documents() {
        SchemaInference inference = new SchemaInference();
        CollectionInference people = inference.collection("people");
        CollectionInference posts = inference.collection("posts");
        for (int i = 0; i < 60; i++) {
            people.accept(Map.of("_id", i, "name", "p" + i, "home", Map.of("city", "c" + i)));
        }
        for (int i = 0; i < 200; i++) {
            posts.accept(Map.of("_id", 1000 + i, "authorId", i % 60, "tags", List.of(Map.of("t", "x"), Map.of("t", "y"))));
        }
        return ImportReview.of("test", inference.result(), "Blog");
    }

    private static List<ReviewedRelationship> rows(ImportReview review) {
        return review.relationships().stream().map(ReviewedRelationship::of).toList();
    }

    private static Project build(ImportReview review, List<ReviewedRelationship> rows) {
        return review.build(rows.stream().map(ReviewedRelationship::choice).toList());
    }

    @Test
    void everyGuessIsListedWithItsEvidenceAndKeptAsFound() {
        ImportReview review = documents();
        assertEquals(4, review.entities().size(), review.entities().toString());
        ImportReview.Found reference = review.relationships().stream().filter(f -> f.subject().equals("posts.authorId refers to people"))
                .findFirst().orElseThrow();
        assertTrue(reference.evidence().startsWith("60 of 60 distinct values are _id values of people"), reference.evidence());
        Project project = build(review, rows(review));
        assertEquals(3, project.model().relationships().size());
        assertEquals(review.entities().size(), project.model().entities().size());
    }

    @Test
    void droppedReferencesStayFieldsAndChangedOnesAreApplied() {
        ImportReview review = documents();
        List<ReviewedRelationship> rows = rows(review);
        ReviewedRelationship author = rows.stream().filter(r -> r.found().subject().startsWith("posts.authorId")).findFirst().orElseThrow();
        ReviewedRelationship tags = rows.stream().filter(r -> r.found().subject().startsWith("posts.tags")).findFirst().orElseThrow();
        author.keep().set(false);
        tags.embedded().set(false);
        tags.cardinality().set(Cardinality.ONE_TO_MANY);

        Project project = build(review, rows);
        assertEquals(2, project.model().relationships().size());
        assertTrue(project.model().entities().stream().filter(e -> e.name().equals("posts")).findFirst().orElseThrow()
                .fields().stream().anyMatch(f -> f.name().equals("authorId")), "the dropped reference is a plain field again");
        Relationship tag = project.model().requireRelationship(tags.found().id());
        assertEquals(Cardinality.ONE_TO_MANY, tag.cardinality());
        assertTrue(project.active().mappingFor(tag).strategy() instanceof Reference);
    }

    @Test
    void aDroppedForeignKeyLeavesEveryDesign() throws Exception {
        SqlImport.Result sql = SqlImport.fromText("""
                CREATE TABLE author (id integer PRIMARY KEY, name varchar(40) NOT NULL);
                CREATE TABLE book (id integer PRIMARY KEY, author_id integer NOT NULL REFERENCES author(id), title varchar(80));
                CREATE TABLE review (id integer PRIMARY KEY, book_id integer NOT NULL REFERENCES book(id), stars integer);
                """, "books.sql", "Books");
        ImportReview review = ImportReview.of("books.sql", sql);
        List<ReviewedRelationship> rows = rows(review);
        assertEquals(2, rows.size());
        ReviewedRelationship reviews = rows.stream().filter(r -> r.found().subject().equals("review refers to book")).findFirst().orElseThrow();
        ReviewedRelationship books = rows.stream().filter(r -> r.found().subject().equals("book refers to author")).findFirst().orElseThrow();
        reviews.keep().set(false);
        books.embedded().set(!books.found().embedded());

        Project project = build(review, rows);
        assertEquals(1, project.model().relationships().size());
        for (Design d : project.designs()) assertFalse(d.mappings().containsKey(reviews.found().id()), d.name());
        Relationship kept = project.model().requireRelationship(books.found().id());
        assertEquals(!books.found().embedded(), project.active().mappingFor(kept).strategy() instanceof Embed);
        assertEquals(3, project.model().entities().size(), "dropping a relationship keeps its tables");
    }
}
