package dev.docshape.storage.export;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.mongodb.client.MongoDatabase;
import com.mongodb.client.model.Sorts;
import dev.docshape.model.Design;
import dev.docshape.model.Project;
import dev.docshape.model.projection.CollectionKind;
import dev.docshape.model.projection.Projector;
import dev.docshape.storage.file.ProjectFiles;
import dev.docshape.storage.file.RepositoryFiles;
import dev.docshape.storage.migrate.Migration;
import dev.docshape.storage.migrate.MigrationScript;
import dev.docshape.storage.migrate.Throughput;
import dev.docshape.storage.sample.SampleOptions;
import dev.docshape.storage.store.Progress;
import org.bson.BsonArray;
import org.bson.BsonDocument;
import org.bson.BsonValue;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Every pair of designs of every example: design A's sample data loaded into a wire server as a
 * user would (the exported script and NDJSON, by mongosh), the migration script run by mongosh,
 * and the result compared with design B's export: the same collections, each document valid
 * against B's validator, and the same documents as B's sample (bucket ids aside, which the
 * server assigns). Every case is a part of one mongosh run before the tests ({@link MongoshScripts}, decisions 0444,
 * 0453, 0462: a start of mongosh is the slow part): a part loads, migrates and runs the script again, which finds the
 * work done; each test asserts its own parts, so a broken one fails only its case.
 */
class MigrationRunTest extends MongoshTestBase {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final SampleOptions SAMPLE = SampleOptions.of(7, 0.0002);
    private static final Throughput RATE = new Throughput(50_000, "a figure of the test");
    private static final String CUT_OFF = "s2-post-comments.docshape / cut off";
    @TempDir
    static Path shared;
    private static MongoshScripts scripts;
    /** Each part's failure to be written (a plan or an export that threw), by part. */
    private static final Map<String, Exception> unwritten = new HashMap<>();

    @BeforeAll
    static void loadAndMigrateEveryCaseInOneMongosh() throws Exception {
        scripts = new MongoshScripts(Files.createDirectories(shared.resolve("mongosh")));
        for (Path example : RepositoryFiles.examples()) {
            Project project = ProjectFiles.load(example);
            for (Design from : project.designs()) {
                for (Design to : project.designs()) {
                    if (!from.equals(to)) add(key(example, from, to), project, from, to, true);
                }
            }
        }
        Project feed = ProjectFiles.load(Path.of(MigrationRunTest.class.getResource("/workloads/blog-feed.docshape").toURI()));
        add("feed", feed, feed.design("referenced").orElseThrow(), feed.design("feed").orElseThrow(), false);
        Project userFeed = ProjectFiles.load(Path.of(MigrationRunTest.class.getResource("/workloads/blog-user-feed.docshape").toURI()));
        add("userfeed", userFeed, userFeed.design("referenced").orElseThrow(), userFeed.design("user-feed").orElseThrow(), false);
        addCutOff();
        scripts.run(server.uri("admin"));
    }

    private static String key(Path example, Design from, Design to) {
        return example.getFileName() + " / " + from.name() + " -> " + to.name();
    }

    /** The database of a part. */
    private static String database(String key) {
        return "m" + Integer.toHexString(key.hashCode());
    }

    /**
     * A part loading design {@code from}'s export into its database and running the migration script to {@code to},
     * twice when {@code twice}.
     */
    private static void add(String key, Project project, Design from, Design to, boolean twice) throws IOException {
        try {
            Migration migration = Migration.plan(project, from.name(), to.name());
            Exporter.Result export = export(project, from, database(key));
            String script = MongoshScripts.asFile(MigrationScript.of(migration, RATE, Exporter.collectionSetups(project, to.name(), SAMPLE)));
            scripts.add(key, database(key), MongoshScripts.loading(export) + script + (twice ? script : ""));
        } catch (RuntimeException | IOException e) {
            unwritten.put(key, e);
        }
    }

    /** A part loading s2's embedded design, running the migration to subset-bucket cut off halfway, then all of it. */
    private static void addCutOff() throws IOException {
        Project project = ProjectFiles.load(RepositoryFiles.example("s2-post-comments.docshape"));
        Design from = project.design("embedded").orElseThrow();
        Design to = project.design("subset-bucket").orElseThrow();
        Migration migration = Migration.plan(project, from.name(), to.name());
        String text = MigrationScript.of(migration, RATE, Exporter.collectionSetups(project, to.name(), SAMPLE));
        // The script as far as the replacement of the first collection: built, nothing replaced yet.
        int cut = text.indexOf("\nstep(\"replace-");
        assertTrue(cut > 0, text);
        String half = MongoshScripts.asFile(text.substring(0, cut) + "\nquit(1);\n");
        scripts.add(CUT_OFF, database(CUT_OFF), MongoshScripts.loading(export(project, from, database(CUT_OFF)))
                + half + MongoshScripts.asFile(text));
    }

    @ParameterizedTest
    @MethodSource("dev.docshape.storage.file.RepositoryFiles#examples")
    void everyDesignMigratesToEveryOtherAndMatchesItsSample(Path example) throws Exception {
        Project project = ProjectFiles.load(example);
        for (Design from : project.designs()) {
            for (Design to : project.designs()) {
                if (from.equals(to)) continue;
                String output = migrated(key(example, from, to), project, from, to);
                // the second run, in the same shell, finds the database migrated and leaves it as it was
                int migrated = output.indexOf("DocShape: migrated to design");
                assertTrue(migrated >= 0 && output.indexOf("already migrated", migrated) > migrated, output);
                assertTrue(output.endsWith(MongoshScripts.QUIT + "0"), "the second run quits, as done: " + output);
            }
        }
    }

    /** Adding a feed of the 15 latest posts builds it from the posts sorted by its order (docs/counting-rules.md "Ordering and feeds"). */
    @Test
    void aFeedIsBuiltFromTheLatestPosts() throws Exception {
        Project project = ProjectFiles.load(Path.of(getClass().getResource("/workloads/blog-feed.docshape").toURI()));
        migrated("feed", project, project.design("referenced").orElseThrow(), project.design("feed").orElseThrow());
    }

    /**
     * Adding a feed of each user's latest 10 posts (decisions 0326, 0331) builds each user's feed from that user's posts
     * sorted by creation date: the feed holds, per user, exactly the first 10 of the Post collection by that order.
     */
    @Test
    void aFeedPerParentHoldsEachUsersLatestPosts() throws Exception {
        Project project = ProjectFiles.load(Path.of(getClass().getResource("/workloads/blog-user-feed.docshape").toURI()));
        migrated("userfeed", project, project.design("referenced").orElseThrow(), project.design("user-feed").orElseThrow());

        MongoDatabase db = server.client().getDatabase(database("userfeed"));
        Map<BsonValue, List<BsonValue>> latest = new HashMap<>();
        for (BsonDocument post : db.getCollection("Post", BsonDocument.class).find()
                .sort(Sorts.orderBy(Sorts.ascending("userId"), Sorts.descending("creationDate"), Sorts.ascending("_id")))) {
            List<BsonValue> ids = latest.computeIfAbsent(post.get("userId"), k -> new ArrayList<>());
            if (ids.size() < 10) ids.add(post.get("_id"));
        }
        Map<BsonValue, List<BsonValue>> feeds = new HashMap<>();
        for (BsonDocument post : db.getCollection("PostFeedByUserId", BsonDocument.class).find()
                .sort(Sorts.orderBy(Sorts.ascending("userId"), Sorts.descending("creationDate"), Sorts.ascending("_id")))) {
            feeds.computeIfAbsent(post.get("userId"), k -> new ArrayList<>()).add(post.get("_id"));
        }
        assertTrue(latest.values().stream().anyMatch(ids -> ids.size() == 10), "some user has more posts than the feed keeps");
        assertTrue(db.getCollection("Post").countDocuments() > db.getCollection("PostFeedByUserId").countDocuments(), "the feed leaves posts out");
        assertEquals(latest, feeds, "each user's feed holds that user's latest 10 posts");
    }

    /**
     * The part {@code key} loaded design {@code from}'s export and ran the migration script to {@code to} without an
     * error; the database then looks like {@code to}'s export. Returns what the part printed.
     */
    private String migrated(String key, Project project, Design from, Design to) throws Exception {
        String what = from.name() + " -> " + to.name();
        if (unwritten.containsKey(key)) throw new AssertionError(key + ": the case could not be written", unwritten.get(key));
        assertEquals(List.of(), Migration.plan(project, from.name(), to.name()).unsupported(), what);
        String output = String.join("\n", scripts.output(key));
        assertLooksLike(project, to, database(key), what);
        return output;
    }

    @Test
    void aRunCutOffHalfwayIsFinishedByRunningTheScriptAgain() throws Exception {
        Project project = ProjectFiles.load(RepositoryFiles.example("s2-post-comments.docshape"));
        String output = String.join("\n", scripts.output(CUT_OFF));
        int quit = output.indexOf(MongoshScripts.QUIT + "1");
        assertTrue(quit >= 0, "the half script quits with 1: " + output);
        assertTrue(output.indexOf("done before:", quit) > quit, output);
        assertLooksLike(project, project.design("subset-bucket").orElseThrow(), database(CUT_OFF), "resumed");
    }

    private static Exporter.Result export(Project project, Design design, String database) throws IOException {
        Path folder = shared.resolve(database + "-" + design.name().replaceAll("[^A-Za-z0-9]", "_"));
        return Exporter.export(project, design.name(), SAMPLE, folder, Progress.NONE);
    }

    /** The database holds design B's collections with B's sample documents, each valid against B's validator. */
    private void assertLooksLike(Project project, Design to, String database, String what) throws Exception {
        Path expected = dir.resolve("expected-" + database + "-" + to.name().replaceAll("[^A-Za-z0-9]", "_"));
        Exporter.Result export = Exporter.export(project, to.name(), SAMPLE, expected, Progress.NONE);
        MongoDatabase db = server.client().getDatabase(database);
        TreeSet<String> names = db.listCollectionNames().into(new TreeSet<>());
        names.removeIf(n -> n.equals("docshape_migrate.progress"));
        assertEquals(new TreeSet<>(export.collections().keySet()), names, what + ": collections");
        for (var e : export.collections().entrySet()) {
            String name = e.getKey();
            JsonNode validator = JSON.readTree(e.getValue().validator().toFile());
            List<BsonDocument> stored = db.getCollection(name, BsonDocument.class).find().into(new ArrayList<>());
            for (BsonDocument d : stored) assertEquals(List.of(), BsonSchemaCheck.violations(d, validator), what + ": " + name + " " + d.toJson());
            List<BsonDocument> sample = new ArrayList<>();
            for (String line : Files.readAllLines(e.getValue().ndjson())) if (!line.isBlank()) sample.add(BsonDocument.parse(line));
            assertEquals(e.getValue().documents(), stored.size(), what + ": documents in " + name);
            boolean newIds = Projector.project(project.model(), to).collection(name).map(c -> c.kind() != CollectionKind.ENTITY).orElse(false);
            assertEquals(canonical(sample, newIds), canonical(stored, newIds), what + ": documents of " + name);
        }
    }

    /** The documents as sorted text, keys sorted, arrays of plain values sorted; without {@code _id} for buckets and joins. */
    private static List<String> canonical(List<BsonDocument> documents, boolean withoutId) {
        List<String> out = new ArrayList<>();
        for (BsonDocument d : documents) {
            BsonDocument copy = d.clone();
            if (withoutId) copy.remove("_id");
            out.add(normal(copy).toString());
        }
        out.sort(Comparator.naturalOrder());
        return out;
    }

    private static Object normal(BsonValue v) {
        if (v.isDocument()) {
            Map<String, Object> sorted = new TreeMap<>();
            v.asDocument().forEach((k, x) -> sorted.put(k, normal(x)));
            return sorted;
        }
        if (v.isArray()) {
            BsonArray a = v.asArray();
            List<Object> items = new ArrayList<>();
            for (BsonValue x : a) items.add(normal(x));
            if (a.stream().noneMatch(BsonValue::isDocument)) items.sort(Comparator.comparing(Object::toString));
            return items;
        }
        return v.getBsonType() + ":" + v;
    }
}
