package dev.docshape.storage.query;

import com.mongodb.client.MongoCollection;
import com.mongodb.client.MongoDatabase;
import dev.docshape.model.DataModel;
import dev.docshape.model.Design;
import dev.docshape.model.Project;
import dev.docshape.model.Relationship;
import dev.docshape.model.estimate.Estimator;
import dev.docshape.model.pattern.ReadPattern;
import dev.docshape.model.profile.Profile;
import dev.docshape.model.projection.CollectionKind;
import dev.docshape.model.projection.CollectionShape;
import dev.docshape.model.projection.Projection;
import dev.docshape.model.projection.Projector;
import dev.docshape.model.projection.ShapeField;
import dev.docshape.model.query.QueryTemplate;
import dev.docshape.model.query.QueryTemplates;
import dev.docshape.storage.export.MongoshScripts;
import dev.docshape.storage.file.ProjectFiles;
import dev.docshape.storage.sample.SampleGenerator;
import dev.docshape.storage.testing.WireServer;
import org.bson.Document;
import org.bson.types.ObjectId;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * "A tag's 10 newest articles" and "its 5 best rated" (3 ratings: many ties), tags and articles a many-to-many kept as
 * joining documents or ids on both sides: the mongosh templates, run by mongosh on the design's sample, return the
 * tag's first articles by the order, ties by id, the articles {@code measure} reads (decision 0510). The articles are
 * stored newest id first, so a sort that leaves ties to the server returns them in another order than by id.
 */
class JoinedFirstByOrderTemplatesRunTest {
    private static final String WORKLOAD = "tagged-articles-newest";
    private static final int TAGS = 6;
    @RegisterExtension
    static final TemplateRunner runner = new TemplateRunner();
    @TempDir
    static Path dir;

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"joining-documents", "ids-on-both-sides"})
    void theTemplatesReturnATagsFirstArticlesByTheOrderTiesById(String designName) throws Exception {
        Project project = ProjectFiles.load(Path.of(getClass().getResource("/workloads/" + WORKLOAD + ".docshape").toURI()));
        DataModel model = project.model();
        Design design = project.design(designName).orElseThrow();
        Projection projection = Projector.project(model, design);
        MongoDatabase db = runner.load(model, design, projection);
        CollectionShape articles = projection.collections().stream()
                .filter(c -> c.kind() == CollectionKind.ENTITY && "article".equals(c.rootEntity())).findFirst().orElseThrow();
        storedNewestIdFirst(db.getCollection(articles.name()));
        List<QueryTemplate> templates = QueryTemplates.of(model, design, projection, Estimator.estimate(model, design, Profile.mongodb()));

        FunctionNames names = new FunctionNames(Identifiers.JAVASCRIPT_RESERVED);
        StringBuilder calls = new StringBuilder("{\n");
        List<ReadPattern> ordered = new ArrayList<>();
        for (QueryTemplate t : templates) {
            String function = names.next(t.patternName());
            if (!(model.pattern(t.patternId()).orElseThrow() instanceof ReadPattern read) || read.order() == null) continue;
            ordered.add(read);
            int last = t.operations().get(t.operations().size() - 1).step();
            for (long tag = 0; tag < TAGS; tag++) {
                calls.append("  print(EJSON.stringify({ pattern: \"").append(read.id()).append("\", tag: ").append(tag)
                        .append(", ids: ").append(function).append("(db, { id: ").append(oid(tagId(tag))).append(" }).step").append(last)
                        .append(".map(a => a._id) }, { relaxed: false }));\n");
            }
        }
        assertEquals(2, ordered.size(), "the workload's two ordered reads");
        MongoshScripts mongosh = new MongoshScripts(dir);
        mongosh.add(designName, db.getName(), QueryLanguage.MONGOSH.render(project.name(), templates) + calls + "}\n");
        mongosh.run(runner.address() + "/admin" + WireServer.PATIENT);

        Relationship tagged = model.requireRelationship("tag-articles");
        int tied = 0;
        for (String line : mongosh.output(designName)) {
            if (!line.startsWith("{\"pattern\":")) continue;
            Document printed = Document.parse(line);
            ReadPattern read = ordered.stream().filter(p -> p.id().equals(printed.getString("pattern"))).findFirst().orElseThrow();
            List<Document> all = articlesOf(db, projection, articles, tagged, tagId(printed.getInteger("tag")));
            Comparator<Document> byField = Comparator.comparing(a -> (Comparable<Object>) value(a, read.order().field()));
            all.sort((read.order().descending() ? byField.reversed() : byField).thenComparing(a -> a.getObjectId("_id")));
            List<Object> first = all.subList(0, Math.min(read.limit(), all.size())).stream().map(a -> a.get("_id")).toList();
            assertEquals(first, printed.getList("ids", Object.class), designName + " / " + read.id() + ", tag " + printed.get("tag")
                    + " of " + all.size() + " articles");
            if (all.size() > read.limit() && value(all.get(read.limit() - 1), read.order().field())
                    .equals(value(all.get(read.limit()), read.order().field()))) tied++;
        }
        assertTrue(tied > 0, "some tag's N-th and next article tie on the order: " + mongosh.output(designName));
    }

    /** Stores the articles again, newest id first: a database returns documents that tie in the order it holds them. */
    private static void storedNewestIdFirst(MongoCollection<Document> articles) {
        List<Document> all = articles.find().into(new ArrayList<>());
        all.sort(Comparator.comparing(a -> a.getObjectId("_id")));
        Collections.reverse(all);
        articles.drop();
        articles.insertMany(all);
    }

    /** The tag's articles, through its joining documents or the ids the articles hold, asked of the server directly. */
    private static List<Document> articlesOf(MongoDatabase db, Projection projection, CollectionShape articles, Relationship tagged,
                                             ObjectId tag) {
        CollectionShape joins = projection.collections().stream().filter(c -> c.kind() == CollectionKind.JOIN).findFirst().orElse(null);
        Document filter;
        if (joins != null) {
            List<Object> ids = new ArrayList<>();
            for (Document link : db.getCollection(joins.name()).find(new Document(endField(joins, Relationship.End.PARENT), tag))) {
                ids.add(link.get(endField(joins, Relationship.End.CHILD)));
            }
            filter = new Document("_id", new Document("$in", ids));
        } else {
            String tags = articles.document().fields().stream().filter(f -> tagged.id().equals(f.relationship())).findFirst().orElseThrow().name();
            filter = new Document(tags, tag);
        }
        return db.getCollection(articles.name()).find(filter).into(new ArrayList<>());
    }

    private static String endField(CollectionShape joins, Relationship.End end) {
        return joins.document().fields().stream().filter(f -> f.role() == ShapeField.Role.REFERENCE && f.end() == end)
                .findFirst().orElseThrow().name();
    }

    @SuppressWarnings("unchecked")
    private static Object value(Document article, String field) {
        return article.get(field);
    }

    private static ObjectId tagId(long i) {
        return new ObjectId(SampleGenerator.idOf("tag", i).hex());
    }

    private static String oid(ObjectId id) {
        return "ObjectId(\"" + id.toHexString() + "\")";
    }
}
