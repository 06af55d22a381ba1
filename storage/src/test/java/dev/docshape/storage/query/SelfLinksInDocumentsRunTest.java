package dev.docshape.storage.query;

import com.mongodb.client.MongoCollection;
import com.mongodb.client.MongoDatabase;
import dev.docshape.model.DataModel;
import dev.docshape.model.Design;
import dev.docshape.model.Project;
import dev.docshape.model.pattern.AccessPattern;
import dev.docshape.model.pattern.WriteKind;
import dev.docshape.model.pattern.WritePattern;
import dev.docshape.model.projection.Projection;
import dev.docshape.model.projection.Projector;
import dev.docshape.storage.export.MongoshScripts;
import dev.docshape.storage.file.ProjectFiles;
import dev.docshape.storage.sample.SampleGenerator;
import dev.docshape.storage.sample.SampleOptions;
import dev.docshape.storage.testing.WireServer;
import org.bson.Document;
import org.bson.types.ObjectId;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Users following users where the design keeps the links inside the users' documents (decision 0494): the mongosh
 * templates of "follow someone" and "unfollow someone", run by mongosh on the design's sample, write the follower's
 * {@code following} with the followed user's id and the followed user's {@code followers} with the follower's, exactly
 * once each, and keep the follower's count. Deleting a user removes its id from the users following it and from those it
 * followed, keeping every count equal to its array, and, kept in joining documents, its joins at both ends. Following twice
 * counts once; unfollowing a user not followed changes nothing (decision 0509).
 */
class SelfLinksInDocumentsRunTest {
    private static final String USERS = "User";
    private static final String JOINS = "userFollowing";
    private static final double USER_SCALE = 0.001;
    private static final String NEW_HANDLE = "renamed-handle";
    private static final String NEW_AVATAR = "https://example.org/renamed.png";
    @RegisterExtension
    static final TemplateRunner runner = new TemplateRunner();
    @TempDir
    static Path dir;
    private static final Map<String, Follows> follows = new HashMap<>();
    private static final Map<String, Follows> twice = new HashMap<>();
    private static Document deletedBefore;
    private static MongoDatabase referenced;
    private static MongoDatabase idsOnBothSides;
    private static Document leaving;
    private static MongoshScripts mongosh;
    /** Co-located: one user renamed, another deleted, each in a sample of its own, with the container before. */
    private static Changed renamed;
    private static Changed left;

    /** One follower follows a user it did not follow, another unfollows one it followed; the users before. */
    private record Follows(MongoDatabase db, Document follower, Document added, Document unfollower, Document dropped) {
    }

    /** A user the design keeps copies of in its followers' documents, and every document of the container before. */
    private record Changed(MongoDatabase db, Document user, List<Document> before) {
    }

    @BeforeAll
    static void runTheTemplates() throws Exception {
        Project project = ProjectFiles.load(Path.of(SelfLinksInDocumentsRunTest.class
                .getResource("/workloads/unseen/social-network.docshape").toURI()));
        List<AccessPattern> patterns = new ArrayList<>(project.model().patterns());
        patterns.add(new WritePattern("leave", "delete a user", 1, WriteKind.DELETE, "user", null, List.of(), List.of()));
        DataModel model = project.model().withPatterns(patterns);
        mongosh = new MongoshScripts(dir);
        for (String designName : List.of("feeds-and-counts", "co-located")) {
            Design design = project.design(designName).orElseThrow();
            Projection projection = Projector.project(model, design);
            MongoDatabase db = load(model, design, projection);
            Follows f = pick(db);
            follows.put(designName, f);
            Document related = new Document("handle", f.added().getString("handle"));
            mongosh.add(designName, db.getName(), TemplatesByPatternId.mongosh(model, design, projection, project.name())
                    + TemplatesByPatternId.call("follow", "{ parentId: " + oid(f.follower()) + ", childId: " + oid(f.added()) + ", related: "
                    + related.toJson() + " }")
                    + TemplatesByPatternId.call("unfollow", "{ parentId: " + oid(f.unfollower()) + ", childId: " + oid(f.dropped()) + " }"));
            MongoDatabase again = load(model, design, projection);
            Follows t = pickStrangers(again);
            twice.put(designName, t);
            String follow = TemplatesByPatternId.call("follow", "{ parentId: " + oid(t.follower()) + ", childId: " + oid(t.added()) + ", related: "
                    + new Document("handle", t.added().getString("handle")).toJson() + " }");
            mongosh.add(designName + " twice", again.getName(), TemplatesByPatternId.mongosh(model, design, projection, project.name()) + follow + follow
                    + TemplatesByPatternId.call("unfollow", "{ parentId: " + oid(t.unfollower()) + ", childId: " + oid(t.dropped()) + " }"));
        }
        Design coLocated = project.design("co-located").orElseThrow();
        Projection coLocatedProjection = Projector.project(model, coLocated);
        String coLocatedTemplates = TemplatesByPatternId.mongosh(model, coLocated, coLocatedProjection, project.name());
        renamed = mostFollowed(load(model, coLocated, coLocatedProjection));
        mongosh.add("co-located rename", renamed.db().getName(), coLocatedTemplates + TemplatesByPatternId.call("rename", "{ id: " + oid(renamed.user())
                + ", set: { handle: \"" + NEW_HANDLE + "\", avatarUrl: \"" + NEW_AVATAR + "\" } }"));
        left = mostFollowed(load(model, coLocated, coLocatedProjection));
        mongosh.add("co-located leave", left.db().getName(), coLocatedTemplates + TemplatesByPatternId.call("leave", "{ id: " + oid(left.user()) + " }"));
        Design both = project.design("feeds-and-counts").orElseThrow();
        Projection bothProjection = Projector.project(model, both);
        idsOnBothSides = load(model, both, bothProjection);
        leaving = idsOnBothSides.getCollection(USERS).find(new Document("followers.0", new Document("$exists", true))).first();
        assertFalse(leaving == null, "the sample has a user with followers");
        mongosh.add("feeds-and-counts leave", idsOnBothSides.getName(), TemplatesByPatternId.mongosh(model, both, bothProjection, project.name())
                + TemplatesByPatternId.call("leave", "{ id: " + oid(leaving) + ", relatedIds: [" + String.join(", ", ids(leaving, "followers").stream()
                .map(SelfLinksInDocumentsRunTest::oid).toList()) + "] }"));
        Design design = project.design("referenced").orElseThrow();
        Projection projection = Projector.project(model, design);
        referenced = load(model, design, projection);
        deletedBefore = followedFollower(referenced);
        mongosh.add("referenced", referenced.getName(), TemplatesByPatternId.mongosh(model, design, projection, project.name())
                + TemplatesByPatternId.call("leave", "{ id: " + oid(deletedBefore) + " }"));
        mongosh.run(runner.address() + "/admin" + WireServer.PATIENT);
    }

    @Test
    void followAndUnfollowWriteBothUsersIdsArrays() {
        mongosh.output("feeds-and-counts");
        Follows f = follows.get("feeds-and-counts");
        Document follower = user(f.db(), f.follower());
        Document added = user(f.db(), f.added());
        assertEquals(1, Collections.frequency(ids(follower, "following"), f.added().get("_id")),
                "follow added the followed user's id to the follower's following, once");
        assertEquals(ids(f.follower(), "following").size() + 1, ids(follower, "following").size(), "and nothing else");
        assertEquals(1, Collections.frequency(ids(added, "followers"), f.follower().get("_id")),
                "follow added the follower's id to the followed user's followers, once");
        assertEquals(ids(f.added(), "followers").size() + 1, ids(added, "followers").size(), "and nothing else");
        assertEquals(ids(f.follower(), "followers"), ids(follower, "followers"), "the follower's own followers are untouched");
        assertEquals(ids(f.added(), "following"), ids(added, "following"), "the followed user's own following is untouched");
        assertEquals(count(f.follower()) + 1, count(follower), "the follower's count of users followed");

        Document unfollower = user(f.db(), f.unfollower());
        Document dropped = user(f.db(), f.dropped());
        List<Object> kept = new ArrayList<>(ids(f.unfollower(), "following"));
        kept.remove(f.dropped().get("_id"));
        assertEquals(kept, ids(unfollower, "following"), "unfollow removed exactly the dropped user's id from following");
        List<Object> followersKept = new ArrayList<>(ids(f.dropped(), "followers"));
        followersKept.remove(f.unfollower().get("_id"));
        assertEquals(followersKept, ids(dropped, "followers"), "unfollow removed exactly the unfollower's id from followers");
        assertEquals(count(f.unfollower()) - 1, count(unfollower), "the unfollower's count of users followed");
    }

    @Test
    void followAndUnfollowWriteTheFollowersCopies() {
        mongosh.output("co-located");
        Follows f = follows.get("co-located");
        Document follower = user(f.db(), f.follower());
        List<Document> added = copies(follower).stream().filter(c -> c.get("id").equals(f.added().get("_id"))).toList();
        assertEquals(1, added.size(), "follow pushed one copy of the followed user into the follower's following");
        assertEquals(f.added().getString("handle"), added.get(0).getString("handle"), "with the followed user's handle");
        assertEquals(copies(f.follower()).size() + 1, copies(follower).size(), "and nothing else");
        assertEquals(count(f.follower()) + 1, count(follower), "the follower's count of users followed");
        assertEquals(f.added().get("following"), user(f.db(), f.added()).get("following"), "the followed user is untouched");

        Document unfollower = user(f.db(), f.unfollower());
        List<Document> kept = new ArrayList<>(copies(f.unfollower()));
        kept.removeIf(c -> c.get("id").equals(f.dropped().get("_id")));
        assertEquals(kept, copies(unfollower), "unfollow removed exactly the dropped user's copy");
        assertEquals(count(f.unfollower()) - 1, count(unfollower), "the unfollower's count of users followed");
    }

    @Test
    void deletingAUserDeletesItsJoinsAtBothEnds() {
        mongosh.output("referenced");
        MongoCollection<Document> joins = referenced.getCollection(JOINS);
        Object id = deletedBefore.get("_id");
        assertNull(referenced.getCollection(USERS).find(new Document("_id", id)).first(), "the user is deleted");
        assertEquals(0, joins.countDocuments(new Document("userId", id)), "no join left where it follows");
        assertEquals(0, joins.countDocuments(new Document("followingId", id)), "no join left where it is followed");
        assertEquals(deletedBefore.getInteger("joinsLeft"), (int) joins.countDocuments(), "no other join deleted");
    }

    @Test
    void renamingAUserChangesItsOwnDocumentAndEveryCopyOfItAndNothingElse() {
        mongosh.output("co-located rename");
        Object id = renamed.user().get("_id");
        List<Document> expected = new ArrayList<>();
        int copies = 0;
        for (Document before : renamed.before()) {
            Document after = new Document(before);
            if (id.equals(before.get("_id"))) after.append("handle", NEW_HANDLE).append("avatarUrl", NEW_AVATAR);
            List<Document> following = new ArrayList<>();
            for (Document copy : before.getList("following", Document.class, List.of())) {
                boolean ofTheUser = id.equals(copy.get("id"));
                if (ofTheUser) copies++;
                following.add(ofTheUser ? new Document(copy).append("handle", NEW_HANDLE) : copy);
            }
            if (before.containsKey("following")) after.put("following", following);
            expected.add(after);
        }
        assertTrue(copies > 1, "the sample keeps copies of the user in several followers' documents");
        assertEquals(expected, container(renamed.db()),
                "the user's own handle and avatar and the handle of every copy of it changed, and nothing else");
    }

    @Test
    void deletingAUserDeletesItsDocumentAndEveryCopyOfItAndKeepsTheCounts() {
        mongosh.output("co-located leave");
        Object id = left.user().get("_id");
        assertNull(left.db().getCollection(USERS).find(new Document("_id", id)).first(), "the user's document is deleted");
        assertEquals(0, left.db().getCollection(USERS).countDocuments(new Document("following.id", id)), "no copy of it is left");
        List<Document> expected = new ArrayList<>();
        for (Document before : left.before()) {
            if (id.equals(before.get("_id"))) continue;
            Document after = new Document(before);
            if (followed(before).contains(id)) {
                after.put("following", before.getList("following", Document.class).stream().filter(c -> !id.equals(c.get("id"))).toList());
                after.put("countOfFollowing", count(before) - 1);
            }
            expected.add(countAsInt(after));
        }
        assertEquals(left.before().size() - 1, expected.size());
        assertEquals(expected, container(left.db()).stream().map(SelfLinksInDocumentsRunTest::countAsInt).toList(),
                "every other document is as it was, but for the copies of the user and the count of users followed beside them");
    }

    /** The document with its count of users followed as a whole number: mongosh's {@code $inc} adds a double. */
    private static Document countAsInt(Document user) {
        return user.containsKey("countOfFollowing") ? new Document(user).append("countOfFollowing", count(user)) : user;
    }

    /** The user with the most followers (each keeping a copy of it) in a co-located sample, and the container's documents. */
    private static Changed mostFollowed(MongoDatabase db) {
        List<Document> all = container(db);
        Map<Object, Integer> followers = new HashMap<>();
        for (Document u : all) {
            for (Object id : followed(u)) followers.merge(id, 1, Integer::sum);
        }
        Document most = all.stream().filter(u -> followers.containsKey(u.get("_id")))
                .max(Comparator.comparing(u -> followers.get(u.get("_id")))).orElseThrow();
        return new Changed(db, most, all);
    }

    /** Every document of the users' container (co-located: the posts too), in the order of their ids. */
    private static List<Document> container(MongoDatabase db) {
        return db.getCollection(USERS).find().sort(new Document("_id", 1)).into(new ArrayList<>());
    }

    /** A sample of about a hundred users, each following some of the others. */
    private static MongoDatabase load(DataModel model, Design design, Projection projection) {
        return runner.load(model, design, projection, SampleGenerator.of(model, projection, SampleOptions.of(11, USER_SCALE)));
    }

    @Test
    void deletingAUserRemovesItsIdFromTheUsersFollowingIt() {
        mongosh.output("feeds-and-counts leave");
        Object id = leaving.get("_id");
        assertNull(idsOnBothSides.getCollection(USERS).find(new Document("_id", id)).first(), "the user is deleted");
        for (Object follower : ids(leaving, "followers")) {
            Document f = idsOnBothSides.getCollection(USERS).find(new Document("_id", follower)).first();
            if (f != null) assertFalse(ids(f, "following").contains(id), "a follower's following keeps no id of the deleted user");
        }
        assertEquals(0, idsOnBothSides.getCollection(USERS).countDocuments(new Document("following", id)),
                "no user's following holds the deleted user's id");
        assertEquals(0, idsOnBothSides.getCollection(USERS).countDocuments(new Document("followers", id)),
                "no user's followers holds the deleted user's id (decision 0509)");
        for (Document u : idsOnBothSides.getCollection(USERS).find()) {
            assertEquals(ids(u, "following").size(), count(u), "user " + u.get("_id") + " counts the users it follows");
        }
    }

    /** Following someone already followed, or unfollowing someone not followed, changes nothing (decision 0509). */
    @ParameterizedTest
    @ValueSource(strings = {"feeds-and-counts", "co-located"})
    void followingTwiceCountsOnceAndUnfollowingAStrangerChangesNothing(String designName) {
        mongosh.output(designName + " twice");
        Follows t = twice.get(designName);
        Document follower = user(t.db(), t.follower());
        assertEquals(1, Collections.frequency(followed(follower), t.added().get("_id")), "followed once, kept once");
        assertEquals(followed(follower).size(), count(follower), "the count is the number of users followed");
        assertEquals(count(t.follower()) + 1, count(follower), "the count went up once");
        if (designName.equals("feeds-and-counts")) {
            assertEquals(1, Collections.frequency(ids(user(t.db(), t.added()), "followers"), t.follower().get("_id")),
                    "the followed user lists the follower once");
        }
        assertEquals(t.unfollower(), user(t.db(), t.unfollower()), "unfollowing a user not followed leaves the unfollower as it was");
        assertEquals(t.dropped(), user(t.db(), t.dropped()), "and the user not followed as it was");
    }

    /** A follower and a user it does not follow; another user and one it does not follow either. */
    private static Follows pickStrangers(MongoDatabase db) {
        List<Document> users = db.getCollection(USERS).find(new Document("handle", new Document("$exists", true))).into(new ArrayList<>());
        List<Document[]> pairs = new ArrayList<>();
        List<Object> taken = new ArrayList<>();
        for (Document u : users) {
            if (taken.contains(u.get("_id"))) continue;
            List<Object> following = followed(u);
            users.stream().filter(o -> !o.get("_id").equals(u.get("_id")) && !following.contains(o.get("_id")) && !taken.contains(o.get("_id")))
                    .findFirst().ifPresent(o -> {
                        pairs.add(new Document[] {u, o});
                        taken.addAll(List.of(u.get("_id"), o.get("_id")));
                    });
            if (pairs.size() == 2) break;
        }
        assertEquals(2, pairs.size(), "the sample has two users each not following someone");
        return new Follows(db, pairs.get(0)[0], pairs.get(0)[1], pairs.get(1)[0], pairs.get(1)[1]);
    }

    /** A follower and a user it does not follow; another follower and a user it follows, neither of the first two. */
    private static Follows pick(MongoDatabase db) {
        List<Document> users = db.getCollection(USERS).find(new Document("handle", new Document("$exists", true))).into(new ArrayList<>());
        Document follower = null, added = null, unfollower = null, dropped = null;
        for (Document u : users) {
            List<Object> following = followed(u);
            if (follower == null) {
                added = users.stream().filter(o -> !o.get("_id").equals(u.get("_id")) && !following.contains(o.get("_id")))
                        .findFirst().orElse(null);
                if (added != null) follower = u;
            } else if (unfollower == null && !u.get("_id").equals(added.get("_id"))) {
                // the unfollow touches neither user of the follow, whose other arrays the test checks are untouched
                List<Object> apart = List.of(follower.get("_id"), added.get("_id"));
                Object first = following.stream().filter(id -> !apart.contains(id)).findFirst().orElse(null);
                dropped = users.stream().filter(o -> o.get("_id").equals(first)).findFirst().orElse(null);
                if (dropped != null) unfollower = u;
            }
        }
        assertTrue(follower != null && unfollower != null, "the sample has users to follow and to unfollow");
        return new Follows(db, follower, added, unfollower, dropped);
    }

    /** A user that follows someone and is followed, with the number of joins not its own. */
    private static Document followedFollower(MongoDatabase db) {
        MongoCollection<Document> joins = db.getCollection(JOINS);
        for (Document u : db.getCollection(USERS).find()) {
            Object id = u.get("_id");
            long follows = joins.countDocuments(new Document("userId", id));
            long followed = joins.countDocuments(new Document("followingId", id));
            if (follows > 0 && followed > 0) {
                long own = joins.countDocuments(new Document("$or", List.of(new Document("userId", id), new Document("followingId", id))));
                return u.append("joinsLeft", (int) (joins.countDocuments() - own));
            }
        }
        throw new AssertionError("the sample has no user that follows and is followed");
    }

    private static Document user(MongoDatabase db, Document before) {
        return Objects.requireNonNull(db.getCollection(USERS).find(new Document("_id", before.get("_id"))).first());
    }

    private static List<Object> ids(Document user, String field) {
        return new ArrayList<>(user.getList(field, Object.class, List.of()));
    }

    /** The ids the user's following holds: the ids themselves, or those of the copies. */
    private static List<Object> followed(Document user) {
        List<Object> ids = new ArrayList<>();
        for (Object o : user.getList("following", Object.class, List.of())) ids.add(o instanceof Document d ? d.get("id") : o);
        return ids;
    }

    private static List<Document> copies(Document user) {
        return new ArrayList<>(user.getList("following", Document.class, List.of()));
    }

    private static int count(Document user) {
        Number n = (Number) user.get("countOfFollowing");
        assertFalse(n == null, "the user keeps a count of the users it follows");
        return n.intValue();
    }

    private static String oid(Document user) {
        return oid(user.get("_id"));
    }

    private static String oid(Object id) {
        return "ObjectId(\"" + ((ObjectId) id).toHexString() + "\")";
    }
}
