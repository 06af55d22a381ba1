package dev.docshape.storage.mongodb;

import dev.docshape.storage.testing.WireServer;
import dev.docshape.model.Project;
import dev.docshape.model.Design;
import dev.docshape.model.projection.CollectionShape;
import dev.docshape.model.projection.Projection;
import dev.docshape.model.projection.Projector;
import dev.docshape.storage.file.ProjectFiles;
import dev.docshape.storage.sample.SampleGenerator;
import dev.docshape.storage.sample.SampleOptions;
import dev.docshape.storage.store.CollectionSpec;
import dev.docshape.storage.store.IndexedPath;
import dev.docshape.storage.store.Progress;
import org.bson.Document;
import org.bson.types.Decimal128;
import org.bson.types.ObjectId;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Collectors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class MongoPushTest {
    @RegisterExtension
    static final WireServer server = new WireServer();

    @Test
    void pushCreatesTheDesignsCollectionsIndexesAndSampleDocuments() throws Exception {
        Project project = ProjectFiles.load(Examples.named("s6-"));
        Design design = project.active();
        SampleOptions options = SampleOptions.of(3, 0.01);
        try (MongoConnection mongo = MongoConnection.open(server.settings("push_all"))) {
            MongoPush.Result result = MongoPush.push(project, design.name(), options, mongo, false, Progress.NONE);
            Projection projection = Projector.project(project.model(), design);
            SampleGenerator generator = SampleGenerator.of(project.model(), projection, options);
            Set<String> expected = projection.collections().stream().map(CollectionShape::name).collect(Collectors.toCollection(TreeSet::new));
            assertEquals(expected, mongo.database().listCollectionNames().into(new TreeSet<>()));
            for (CollectionShape c : projection.collections()) {
                assertEquals(generator.documentCount(c.name()), mongo.database().getCollection(c.name()).countDocuments(), c.name());
            }
            assertEquals(generator.documentCount(), result.totalDocuments());
            for (CollectionSpec spec : generator.layout()) {
                Set<String> keys = new TreeSet<>();
                for (Document index : mongo.database().getCollection(spec.name()).listIndexes()) keys.addAll(index.get("key", Document.class).keySet());
                for (IndexedPath path : spec.indexes()) assertTrue(keys.contains(path.mongoPath()), spec.name() + " lacks an index on " + path.mongoPath() + ": " + keys);
            }
            Document first = mongo.database().getCollection(projection.collections().get(0).name()).find().first();
            assertInstanceOf(ObjectId.class, first.get("_id"), "ids are ObjectIds, not strings: " + first.toJson());
        }
    }

    /** Comments and likes co-located with their post go into the Post collection, each with its type (docs/counting-rules.md "Co-location"). */
    @Test
    void coLocatedChildrenArePushedIntoTheirParentsCollectionWithTheirType() throws Exception {
        Project project = ProjectFiles.load(Path.of(MongoPushTest.class.getResource("/workloads/blog-co-located.docshape").toURI()));
        SampleOptions options = SampleOptions.of(3, 0.0005);
        try (MongoConnection mongo = MongoConnection.open(server.settings("push_colocated"))) {
            MongoPush.Result result = MongoPush.push(project, "co-located", options, mongo, false, Progress.NONE);
            Projection projection = Projector.project(project.model(), project.design("co-located").orElseThrow());
            SampleGenerator generator = SampleGenerator.of(project.model(), projection, options);
            assertEquals(Set.of("User", "Post"), mongo.database().listCollectionNames().into(new TreeSet<>()));
            Map<String, Long> types = new TreeMap<>();
            for (Document d : mongo.database().getCollection("Post").find()) types.merge(d.getString("type"), 1L, Long::sum);
            assertEquals(Map.of("Post", generator.documentCount("Post"), "Comment", generator.documentCount("Comment"),
                    "Like", generator.documentCount("Like")), types);
            assertEquals(generator.documentCount(), result.totalDocuments());
            Set<String> keys = new TreeSet<>();
            for (Document index : mongo.database().getCollection("Post").listIndexes()) keys.addAll(index.get("key", Document.class).keySet());
            assertTrue(keys.contains("postId"), "the children are found by their post's id: " + keys);
            Document comment = mongo.database().getCollection("Post").find(new Document("type", "Comment")).first();
            assertInstanceOf(ObjectId.class, comment.get("postId"), comment.toJson());
        }
    }

    @Test
    void aDatabaseThatIsNotEmptyIsRefusedUnlessReplacedAndOtherDatabasesAreUntouched() throws Exception {
        Project project = ProjectFiles.load(Examples.named("s1-"));
        try (MongoConnection other = MongoConnection.open(server.settings("bystander"));
             MongoConnection mongo = MongoConnection.open(server.settings("push_refuse"))) {
            other.database().getCollection("keep").insertOne(new Document("x", 1));
            mongo.database().getCollection("old").insertOne(new Document("y", 2));
            MongoProblem refused = assertThrows(MongoProblem.class,
                    () -> MongoPush.push(project, null, SampleOptions.of(1, 0.001), mongo, false, Progress.NONE));
            assertTrue(refused.getMessage().contains("not empty") && refused.getMessage().contains("old") && refused.getMessage().contains("--replace"),
                    refused.getMessage());
            assertEquals(1, mongo.database().getCollection("old").countDocuments(), "refusing changes nothing");

            MongoPush.Result replaced = MongoPush.push(project, null, SampleOptions.of(1, 0.001), mongo, true, Progress.NONE);
            assertEquals(List.of("old"), replaced.dropped());
            assertTrue(!mongo.database().listCollectionNames().into(new ArrayList<>()).contains("old"));
            assertEquals(1, other.database().getCollection("keep").countDocuments(), "the other database keeps its data");
        }
    }

    @Test
    void sampleValuesKeepTheirBsonTypes() throws Exception {
        Project project = ProjectFiles.load(Examples.named("s3-"));
        try (MongoConnection mongo = MongoConnection.open(server.settings("push_types"))) {
            MongoPush.push(project, null, SampleOptions.of(1, 0.01), mongo, false, Progress.NONE);
            List<Class<?>> types = new ArrayList<>();
            for (String name : mongo.database().listCollectionNames()) {
                Document d = mongo.database().getCollection(name).find().first();
                if (d != null) d.values().forEach(v -> types.add(v == null ? Void.class : v.getClass()));
            }
            assertTrue(types.contains(ObjectId.class), types.toString());
            assertTrue(types.stream().anyMatch(t -> t == Decimal128.class || t == Double.class || t == java.util.Date.class), types.toString());
        }
    }
}
