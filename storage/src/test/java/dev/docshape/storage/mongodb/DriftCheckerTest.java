package dev.docshape.storage.mongodb;

import dev.docshape.storage.testing.WireServer;
import dev.docshape.model.Project;
import dev.docshape.storage.file.ProjectFiles;
import dev.docshape.storage.sample.SampleOptions;
import dev.docshape.storage.store.Progress;
import dev.docshape.model.Design;
import dev.docshape.model.projection.CoLocation;
import dev.docshape.model.projection.CoLocations;
import dev.docshape.model.projection.Projector;
import org.bson.Document;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class DriftCheckerTest {
    @RegisterExtension
    static final WireServer server = new WireServer();

    @Test
    void eachKindOfDriftIsFoundWithTheCollectionAndPath() throws Exception {
        Project project = ProjectFiles.load(Examples.named("s1-"));
        try (MongoConnection mongo = MongoConnection.open(server.settings("drifted"))) {
            MongoPush.push(project, null, SampleOptions.of(5, 0.001), mongo, false, Progress.NONE);
            String collection = mongo.database().listCollectionNames().first();
            Document doc = mongo.database().getCollection(collection).find().first();
            String stringField = doc.entrySet().stream().filter(e -> e.getValue() instanceof String).map(java.util.Map.Entry::getKey)
                    .findFirst().orElseThrow();
            mongo.database().getCollection(collection).updateOne(new Document("_id", doc.get("_id")),
                    new Document("$set", new Document("nickname", "Bo").append(stringField, 42)));
            mongo.database().getCollection("auditLog").insertOne(new Document("at", 1));

            DriftReport report = DriftChecker.check(project, project.active(), mongo, 100_000, Progress.NONE);
            String text = report.text();
            assertTrue(report.drifted());
            assertTrue(text.contains(collection + ".nickname: field the design does not have: string (1 sampled document"), text);
            assertTrue(text.contains(collection + "." + stringField + ": other type: int where the design has string (1 sampled document"), text);
            assertTrue(text.contains("auditLog: collection the design does not know: 1 documents"), text);

            mongo.database().getCollection(collection).drop();
            DriftReport missing = DriftChecker.check(project, project.active(), mongo, 100_000, Progress.NONE);
            assertTrue(missing.findings().stream().anyMatch(f -> f.kind() == DriftFinding.Kind.MISSING_COLLECTION && f.collection().equals(collection)),
                    missing.text());
        }
    }

    @Test
    void arraysLongerThanTheModelledMaximumAndMissingRequiredFields() throws Exception {
        Project project = ProjectFiles.load(Examples.named("s2-"));
        try (MongoConnection mongo = MongoConnection.open(server.settings("arrays"))) {
            MongoPush.push(project, "subset-bucket", SampleOptions.of(5, 0.002), mongo, false, Progress.NONE);
            DriftReport clean = DriftChecker.check(project, project.design("subset-bucket").orElseThrow(), mongo, 1000, Progress.NONE);
            assertFalse(clean.drifted(), clean.text());
            var posts = mongo.database().getCollection("Post");
            Document post = posts.find().first();
            // the subset of comments (an array of subdocuments): the one array of the post the model bounds
            String arrayField = post.entrySet().stream()
                    .filter(e -> e.getValue() instanceof java.util.List<?> l && !l.isEmpty() && l.get(0) instanceof Document)
                    .map(java.util.Map.Entry::getKey).findFirst().orElseThrow();
            java.util.List<?> items = (java.util.List<?>) post.get(arrayField);
            java.util.List<Object> longer = new java.util.ArrayList<>();
            for (int i = 0; i < 50; i++) longer.addAll(items);
            posts.updateOne(new Document("_id", post.get("_id")), new Document("$set", new Document(arrayField, longer)));
            String required = "_id";
            DriftReport report = DriftChecker.check(project, project.design("subset-bucket").orElseThrow(), mongo, 1000, Progress.NONE);
            assertTrue(report.findings().stream().anyMatch(f -> f.kind() == DriftFinding.Kind.ARRAY_TOO_LONG && f.path().equals(arrayField)
                    && f.detail().startsWith("largest " + longer.size() + " items")), report.text());
            assertEquals(1, report.findings().stream().filter(f -> f.kind() == DriftFinding.Kind.ARRAY_TOO_LONG).count(), report.text());
            assertFalse(report.text().contains(required + ": required field missing"), report.text());
        }
    }

    @Test
    void aCoLocatedDesignIsComparedPerMemberByItsTypeField() throws Exception {
        Project project = ProjectFiles.load(Path.of(DriftCheckerTest.class.getResource("/workloads/shop-co-located.docshape").toURI()));
        Design design = project.design("co-located").orElseThrow();
        CoLocation group = CoLocations.of(project.model(), design, Projector.project(project.model(), design)).groups().get(0);
        CoLocation.Member child = group.members().get(1);
        try (MongoConnection mongo = MongoConnection.open(server.settings("coloc_drift"))) {
            MongoPush.push(project, design.name(), SampleOptions.of(5, 0.001), mongo, false, Progress.NONE);
            DriftReport clean = DriftChecker.check(project, design, mongo, 1000, Progress.NONE);
            assertFalse(clean.drifted(), clean.text());
            assertTrue(clean.sampled().get(group.container() + " (" + group.typeField() + ": " + child.typeValue() + ")") > 0, clean.text());

            var container = mongo.database().getCollection(group.container());
            Document line = container.find(new Document(group.typeField(), child.typeValue())).first();
            String field = line.entrySet().stream().filter(e -> !e.getKey().equals(group.typeField()) && !e.getKey().equals("_id")
                            && !(e.getValue() instanceof org.bson.types.ObjectId))
                    .map(java.util.Map.Entry::getKey).findFirst().orElseThrow();
            Object other = line.get(field) instanceof String ? (Object) 42 : "changed";
            container.updateOne(new Document("_id", line.get("_id")), new Document("$set", new Document(field, other)));
            container.insertOne(new Document(group.typeField(), "Coupon"));

            DriftReport report = DriftChecker.check(project, design, mongo, 1000, Progress.NONE);
            String member = group.container() + " (" + group.typeField() + ": " + child.typeValue() + ")";
            List<String> lines = report.findings().stream().map(DriftFinding::line).toList();
            assertEquals(2, lines.size(), report.text());
            assertTrue(lines.get(0).startsWith(member + "." + field + ": other type: " + (other instanceof String ? "string" : "int")
                    + " where the design has "), report.text());
            assertTrue(lines.get(0).endsWith("(1 sampled document, e.g. _id " + BsonTypes.show(new org.bson.BsonObjectId(line.getObjectId("_id"))) + ")"),
                    report.text());
            assertEquals(group.container() + "." + group.typeField() + ": documents of a type the design does not have: not one of "
                    + String.join(", ", group.members().stream().map(CoLocation.Member::typeValue).toList()) + " (1 sampled document)", lines.get(1));
        }
    }
}
