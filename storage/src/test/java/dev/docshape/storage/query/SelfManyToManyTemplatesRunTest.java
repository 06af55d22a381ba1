package dev.docshape.storage.query;

import com.mongodb.client.MongoCollection;
import com.mongodb.client.MongoDatabase;
import dev.docshape.model.DataModel;
import dev.docshape.model.Design;
import dev.docshape.model.Project;
import dev.docshape.model.estimate.Estimator;
import dev.docshape.model.profile.Profile;
import dev.docshape.model.projection.Projection;
import dev.docshape.model.projection.Projector;
import dev.docshape.model.query.Operation;
import dev.docshape.model.query.QueryTemplate;
import dev.docshape.model.query.QueryTemplates;
import dev.docshape.storage.export.MongoshScripts;
import dev.docshape.storage.file.ProjectFiles;
import dev.docshape.storage.sample.SampleGenerator;
import dev.docshape.storage.testing.WireServer;
import org.bson.Document;
import org.bson.types.ObjectId;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

/**
 * Users following users (a many-to-many of an entity with itself, kept in joining documents): the mongosh templates,
 * run by mongosh on the design's sample, tell the follower's id from the followed one's (decision 0493). The home feed
 * returns the users the user follows, follow inserts a joining document with both ids, unfollow removes exactly that one.
 */
class SelfManyToManyTemplatesRunTest {
    private static final String JOINS = "userFollowing";
    @RegisterExtension
    static final TemplateRunner runner = new TemplateRunner();
    @TempDir
    static Path dir;

    @Test
    void theHomeFeedFollowAndUnfollowUseEachSidesId() throws Exception {
        Project project = ProjectFiles.load(Path.of(getClass().getResource("/workloads/unseen/social-network.docshape").toURI()));
        DataModel model = project.model();
        Design design = project.design("referenced").orElseThrow();
        Projection projection = Projector.project(model, design);
        MongoDatabase db = runner.load(model, design, projection);
        List<QueryTemplate> templates = QueryTemplates.of(model, design, projection, Estimator.estimate(model, design, Profile.mongodb()));
        MongoCollection<Document> joins = db.getCollection(JOINS);

        ObjectId follower = userId(0);
        Set<Object> followed = new HashSet<>();
        for (Document d : joins.find(new Document("userId", follower))) followed.add(d.get("followingId"));
        assertFalse(followed.isEmpty(), "the sample's first user follows someone");
        Object dropped = followed.iterator().next();
        ObjectId added = notFollowed(followed, follower);
        long before = joins.countDocuments();

        FunctionNames names = new FunctionNames(Identifiers.JAVASCRIPT_RESERVED);
        String feed = null, follow = null, unfollow = null;
        int feedUsersStep = 0;
        for (QueryTemplate t : templates) {
            String name = names.next(t.patternName());
            switch (t.patternId()) {
                case "home-feed" -> {
                    feed = name;
                    feedUsersStep = t.operations().stream().filter(op -> op.step() > 1 && op.collection().equals("User"))
                            .mapToInt(Operation::step).findFirst().orElseThrow();
                }
                case "follow" -> follow = name;
                case "unfollow" -> unfollow = name;
                default -> { }
            }
        }
        String script = QueryLanguage.MONGOSH.render(project.name(), templates)
                + "{\n  const feed = " + feed + "(db, { id: " + oid(follower) + " });\n"
                + "  print(EJSON.stringify({ feed: feed.step" + feedUsersStep + ".map(u => u._id) }, { relaxed: false }));\n"
                + "  " + follow + "(db, { parentId: " + oid(follower) + ", childId: " + oid(added) + " });\n"
                + "  " + unfollow + "(db, { parentId: " + oid(follower) + ", childId: " + oid(dropped) + " });\n}\n";
        MongoshScripts mongosh = new MongoshScripts(dir);
        mongosh.add("self", db.getName(), script);
        mongosh.run(runner.address() + "/admin" + WireServer.PATIENT);

        Document printed = mongosh.output("self").stream().filter(l -> l.startsWith("{\"feed\":")).map(Document::parse)
                .findFirst().orElseThrow(() -> new AssertionError("the home feed printed nothing: " + mongosh.output("self")));
        assertEquals(followed, new HashSet<>(printed.getList("feed", Object.class)), "the home feed's users are the ones followed");
        assertEquals(1, joins.countDocuments(new Document("userId", follower).append("followingId", added)),
                "follow inserted a joining document with both ids");
        assertEquals(0, joins.countDocuments(new Document("userId", follower).append("followingId", dropped)),
                "unfollow removed the link");
        assertEquals(before, joins.countDocuments(), "one joining document added, exactly one removed");
    }

    private static ObjectId userId(long i) {
        return new ObjectId(SampleGenerator.idOf("user", i).hex());
    }

    private static ObjectId notFollowed(Set<Object> followed, ObjectId follower) {
        for (long i = 1; ; i++) {
            ObjectId id = userId(i);
            if (!followed.contains(id) && !id.equals(follower)) return id;
        }
    }

    private static String oid(Object id) {
        return "ObjectId(\"" + ((ObjectId) id).toHexString() + "\")";
    }
}
