package dev.docshape.storage.export;

import com.mongodb.client.MongoDatabase;
import dev.docshape.model.DataModel;
import dev.docshape.model.Entity;
import dev.docshape.model.Field;
import dev.docshape.model.Project;
import dev.docshape.model.Design;
import dev.docshape.model.validate.ModelValidator;
import dev.docshape.storage.sample.SampleOptions;
import dev.docshape.storage.sample.Shop;
import dev.docshape.storage.store.Progress;
import org.bson.Document;
import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.TreeSet;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Hostile names in every place a name reaches the generated mongosh script (project, design,
 * entity, field and relationship names): the script, run by the real mongosh against a wire
 * server, must create the collections and run none of the payloads.
 */
class ScriptInjectionTest extends MongoshTestBase {
    /** Each payload tries to drop the "victim" database or the "sentinel" collection if a name escapes its quotes or comment. */
    private static final List<String> PAYLOADS = List.of(
            "a\u2028db.getSiblingDB('victim').dropDatabase()//",
            "b\u2029db.getCollection('sentinel').drop();//",
            "c\ndb.getSiblingDB('victim').dropDatabase()\n",
            "d\r\ndb.getCollection('sentinel').drop()",
            "e\"); db.getSiblingDB('victim').dropDatabase(); (\"",
            "f\\\"); db.getCollection('sentinel').drop(); //",
            "g*/ db.getSiblingDB('victim').dropDatabase(); /*",
            "h`${db.getSiblingDB('victim').dropDatabase()}`",
            "i'; db.getCollection('sentinel').drop(); '",
            "j\u0085\u000b\u000c\u001b[2J\u0007db.getSiblingDB('victim').dropDatabase()",
            "k\ud800 lone \udc00 surrogates\u2028db.getSiblingDB('victim').dropDatabase()",
            "l'$(touch pwned)'\u2028db.getSiblingDB('victim').dropDatabase()",
            "../m\"</script>\u2029db.getCollection('sentinel').drop()");


    @Test
    void noHostileNameRunsAsCodeInTheMongoshScript() throws Exception {
        Random random = new Random(2028);
        for (int round = 0; round < 4; round++) {
            Project project = hostile(random);
            var problems = ModelValidator.validate(project);
            assertFalse(ModelValidator.hasErrors(problems), "validate accepts the names: " + problems);
            String database = "target" + round;
            MongoDatabase target = server.client().getDatabase(database);
            target.getCollection("sentinel").insertOne(new Document("keep", true));
            server.client().getDatabase("victim").getCollection("keep").insertOne(new Document("keep", round));

            Path folder = dir.resolve("round" + round);
            Exporter.Result result = Exporter.export(project, project.activeDesign(), SampleOptions.of(round, 0.01), folder, Progress.NONE);
            String script = Files.readString(result.script());
            assertTrue(script.contains("sh.shardCollection("), script);
            assertTrue(script.chars().allMatch(c -> c == '\n' || (c >= 0x20 && c < 0x7f)), "the script is printable ASCII");
            try (var files = Files.list(dir)) {
                assertEquals(List.of(), files.filter(f -> f.getFileName().toString().startsWith("-")).toList());
            }
            try (var files = Files.list(folder)) {
                files.forEach(f -> assertFalse(f.getFileName().toString().startsWith("-"), f.toString()));
            }

            NodeTools.Run run = NodeTools.run(List.of(NodeTools.mongosh().toString(), "--quiet", server.uri(database),
                    result.script().toString()), folder);
            assertEquals(0, run.exitCode(), run.output());
            assertTrue(target.listCollectionNames().into(new TreeSet<>()).contains("sentinel"), "round " + round + ": sentinel dropped\n" + script);
            assertTrue(server.client().listDatabaseNames().into(new TreeSet<>()).contains("victim"), "round " + round + ": victim dropped\n" + script);
            TreeSet<String> expected = new TreeSet<>(result.collections().keySet());
            expected.add("sentinel");
            assertEquals(expected, target.listCollectionNames().into(new TreeSet<>()), run.output());
            assertFalse(Files.exists(folder.resolve("pwned")));
        }
    }

    /** The shop with hostile names drawn from the payloads everywhere a name can be. */
    private static Project hostile(Random random) {
        DataModel model = Shop.model();
        List<Entity> entities = new ArrayList<>();
        for (Entity e : model.entities()) {
            List<Field> fields = new ArrayList<>(e.fields());
            fields.add(Field.string(pick(random) + "note", 12));
            entities.add(e.withName(pick(random) + e.name()).withFields(fields));
        }
        model = model.withEntities(entities)
                .withRelationships(model.relationships().stream().map(r -> r.withName(pick(random) + r.name())).toList());
        // every entity sharded by its hostile field: the script's shardCollection lines carry the names too
        java.util.Map<String, String> keys = new java.util.LinkedHashMap<>();
        for (Entity e : entities) keys.put(e.id(), e.fields().get(e.fields().size() - 1).name());
        dev.docshape.model.Partitioning sharded = new dev.docshape.model.Partitioning(keys, 3);
        List<Design> designs = List.of(rename(Shop.hybrid(), pick(random)).withPartitioning(sharded),
                rename(Shop.normalized(), pick(random)).withPartitioning(sharded));
        return new Project(pick(random), "", model, designs, designs.get(random.nextInt(2)).name());
    }

    private static Design rename(Design design, String name) {
        return new Design(name + design.name(), design.mappings(), design.standalone());
    }

    private static String pick(Random random) {
        return PAYLOADS.get(random.nextInt(PAYLOADS.size()));
    }
}
