package dev.docshape.storage.measure;

import dev.docshape.model.Design;
import dev.docshape.model.Project;
import dev.docshape.model.Relationship;
import dev.docshape.model.pattern.ReadPattern;
import dev.docshape.model.projection.CollectionKind;
import dev.docshape.model.projection.CollectionShape;
import dev.docshape.model.projection.Projection;
import dev.docshape.model.projection.ShapeField;
import dev.docshape.storage.sample.SampleGenerator;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * "A tag's 10 newest articles" and "its 5 best rated" where tags and articles are a many-to-many kept as joining
 * documents (or ids on both sides): {@code measure} reads the tag's first N by the order, ties by id, not N articles of
 * the tag in no order, and it reads every link of the tag to find them, as the estimate counts (decision 0510).
 */
class JoinedFirstByOrderTest {
    private static final int TAGS = 8;
    private static final String WORKLOAD = "tagged-articles-newest";
    private static final List<String> ORDERED = List.of("newest-of-tag", "best-of-tag");

    @TempDir
    Path dir;

    @Test
    void aTagsFirstArticlesByAnOrderAreTheFirstOfThatTag() throws Exception {
        Project project = WorkloadReads.load(WORKLOAD);
        Relationship tagged = project.model().requireRelationship("tag-articles");
        int tagsWithMore = 0;
        for (Design design : project.designs()) {
            try (SampledDesign sampled = new SampledDesign(WORKLOAD, design.name(), dir)) {
                Path file = dir.resolve(design.name() + ".db");
                long tags = sampled.sample.instances("tag");
                for (String patternId : ORDERED) {
                    ReadPattern read = (ReadPattern) project.model().pattern(patternId).orElseThrow();
                    for (int run = 0; run < TAGS; run++) {
                        long tag = Measurer.spread(run, TAGS, tags);
                        List<String> all = articlesOf(file, sampled.projection, tagged, SampleGenerator.idOf("tag", tag).hex(),
                                read.order().field(), read.order().descending());
                        List<String> first = all.subList(0, Math.min(read.limit(), all.size()));
                        if (all.size() > read.limit()) tagsWithMore++;
                        Set<String> ofTheTag = new HashSet<>(all);
                        List<String> articlesRead = sampled.run(patternId, tag).idsRead.stream().filter(ofTheTag::contains).toList();
                        assertEquals(first, articlesRead, design.name() + " / " + patternId + ", tag " + tag + " of " + all.size() + " articles");
                    }
                }
            }
        }
        assertTrue(tagsWithMore > 0, "some tags have more articles than the reads take");
    }

    /**
     * On every design the estimate and {@code measure} agree on round trips and documents; with joining documents both
     * count every link of the tag, more than the N articles taken twice over.
     */
    @Test
    void theEstimateAndMeasureCountEveryLinkOfTheTag() throws Exception {
        for (String patternId : ORDERED) {
            OnePatternAgrees.onEveryDesign(WORKLOAD, patternId, Files.createDirectories(dir.resolve(patternId)), (design, m) -> {
                if (!design.equals("joining-documents")) return;
                assertTrue(m.docsRead() > 20 + 2 * 10, "every link of the tag read, then the articles: " + m);
                assertTrue(m.estDocsRead() > 20 + 2 * 10, "every link of the tag counted, then the articles: " + m);
            });
        }
    }

    /** The ids of the tag's articles, first by {@code field} (ties by id), asked of the store's SQLite tables directly. */
    private static List<String> articlesOf(Path file, Projection projection, Relationship tagged, String tagId, String field,
                                           boolean descending) throws SQLException {
        CollectionShape articles = projection.collections().stream()
                .filter(c -> c.kind() == CollectionKind.ENTITY && "article".equals(c.rootEntity())).findFirst().orElseThrow();
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + file); Statement st = c.createStatement()) {
            String articleTable = table(st, articles.name());
            String ofTag;
            CollectionShape joins = projection.collections().stream().filter(j -> j.kind() == CollectionKind.JOIN).findFirst().orElse(null);
            if (joins != null) {
                String tagField = endField(joins, Relationship.End.PARENT);
                String articleField = endField(joins, Relationship.End.CHILD);
                ofTag = "a.id IN (SELECT json_extract(j.doc, '$." + articleField + "') FROM \"" + table(st, joins.name())
                        + "\" j WHERE json_extract(j.doc, '$." + tagField + "') = ?)";
            } else {
                String tagsField = articles.document().fields().stream().filter(f -> tagged.id().equals(f.relationship()))
                        .findFirst().orElseThrow().name();
                ofTag = "EXISTS (SELECT 1 FROM json_each(a.doc, '$." + tagsField + "') t WHERE t.value = ?)";
            }
            try (PreparedStatement q = c.prepareStatement("SELECT a.id FROM \"" + articleTable + "\" a WHERE " + ofTag
                    + " ORDER BY json_extract(a.doc, '$." + field + "') " + (descending ? "DESC" : "ASC") + ", a.id")) {
                q.setString(1, tagId);
                List<String> ids = new ArrayList<>();
                try (ResultSet rs = q.executeQuery()) {
                    while (rs.next()) ids.add(rs.getString(1));
                }
                return ids;
            }
        }
    }

    private static String endField(CollectionShape joins, Relationship.End end) {
        return joins.document().fields().stream().filter(f -> f.role() == ShapeField.Role.REFERENCE && f.end() == end)
                .findFirst().orElseThrow().name();
    }

    private static String table(Statement st, String collection) throws SQLException {
        try (ResultSet rs = st.executeQuery("SELECT table_name FROM docshape_collections WHERE name = '" + collection + "'")) {
            assertTrue(rs.next(), "the store holds " + collection);
            return rs.getString(1);
        }
    }
}
