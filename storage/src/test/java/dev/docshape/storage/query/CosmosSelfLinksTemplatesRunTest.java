package dev.docshape.storage.query;

import dev.docshape.model.DataModel;
import dev.docshape.model.Design;
import dev.docshape.model.Project;
import dev.docshape.model.Relationship;
import dev.docshape.model.pattern.AccessPattern;
import dev.docshape.model.pattern.WriteKind;
import dev.docshape.model.pattern.WritePattern;
import dev.docshape.model.query.QueryTemplate;
import dev.docshape.storage.file.ProjectFiles;
import dev.docshape.storage.sample.SampleOptions;
import org.bson.Document;
import org.bson.types.ObjectId;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The Cosmos DB SQL of "follow someone", "unfollow someone" and "delete a user" on the social network's users, run by
 * the Cosmos DB engine (decision 0392) on a ~100-user sample: the query finding the follower to patch with its count
 * (the conditional patch's predicate) finds it only where the link changes, and a delete finds every user whose
 * followers hold the deleted user's id (decision 0509).
 */
@ExtendWith(SharedCosmosEngine.class)
class CosmosSelfLinksTemplatesRunTest {
    private static CosmosEngine engine;

    @BeforeAll
    static void start(CosmosEngine shared) {
        engine = shared;
    }

    @ParameterizedTest
    @ValueSource(strings = {"feeds-and-counts", "co-located"})
    void theFollowerIsPatchedOnlyWhereTheLinkChanges(String designName) throws Exception {
        CosmosTemplateRun run = run(designName);
        List<Document> users = users(run);
        Document follower = users.stream().filter(u -> !followed(u).isEmpty()).findFirst().orElseThrow();
        Object followedOne = followed(follower).get(0);
        Object stranger = users.stream().map(u -> u.get("_id"))
                .filter(id -> !id.equals(follower.get("_id")) && !followed(follower).contains(id)).findFirst().orElseThrow();
        assertEquals(0, followersFound(run, "follow", follower, followedOne), "following a user already followed patches no follower");
        assertEquals(1, followersFound(run, "follow", follower, stranger), "following a new user patches the follower");
        assertEquals(0, followersFound(run, "unfollow", follower, stranger), "unfollowing a user not followed patches no follower");
        assertEquals(1, followersFound(run, "unfollow", follower, followedOne), "unfollowing a followed user patches the follower");
    }

    @ParameterizedTest
    @ValueSource(strings = {"feeds-and-counts"})
    void deletingAUserFindsThoseItFollowedAndThoseFollowingIt(String designName) throws Exception {
        CosmosTemplateRun run = run(designName);
        Document leaving = users(run).stream().filter(u -> !followed(u).isEmpty() && !ids(u, "followers").isEmpty()).findFirst().orElseThrow();
        Document input = new Document("id", bson(leaving.get("_id")))
                .append("relatedIds", ids(leaving, "followers").stream().map(CosmosSelfLinksTemplatesRunTest::bson).toList());
        List<CosmosTemplateRun.Step> steps = run.run(template(run, "leave"), input);
        steps.forEach(s -> assertFalse(s.reply().failed(), s.sql() + ": " + s.reply().error()));
        assertEquals(ids(leaving, "following").size(), found(steps, "followers"), "the users it followed, whose followers hold its id");
        assertEquals(ids(leaving, "followers").size(), found(steps, "following"), "the users following it, holding its id");
    }

    /** The documents the step filtering on {@code field} found (a link's array named in the filter). */
    private static int found(List<CosmosTemplateRun.Step> steps, String field) {
        List<CosmosTemplateRun.Step> matching = steps.stream()
                .filter(s -> s.operation().filter().fields().keySet().stream().anyMatch(k -> k.equals(field) || k.startsWith(field + ".")))
                .toList();
        assertEquals(1, matching.size(), "one step filters on " + field);
        return matching.get(0).reply().documents().size();
    }

    private static int followersFound(CosmosTemplateRun run, String patternId, Document follower, Object followedUser) throws Exception {
        Document input = new Document("parentId", bson(follower.get("_id"))).append("childId", bson(followedUser))
                .append("related", new Document("handle", "someone"));
        List<CosmosTemplateRun.Step> steps = run.run(template(run, patternId), input);
        steps.forEach(s -> assertFalse(s.reply().failed(), s.sql() + ": " + s.reply().error()));
        return found(steps, "following");
    }

    /** The social network's users and who follows whom, with "delete a user"; the design's mapping of following. */
    private static CosmosTemplateRun run(String designName) throws Exception {
        Project project = ProjectFiles.load(Path.of(CosmosSelfLinksTemplatesRunTest.class
                .getResource("/workloads/unseen/social-network.docshape").toURI()));
        Relationship follows = project.model().requireRelationship("user-follows");
        List<AccessPattern> patterns = new ArrayList<>();
        patterns.add(project.model().pattern("follow").orElseThrow());
        patterns.add(project.model().pattern("unfollow").orElseThrow());
        patterns.add(new WritePattern("leave", "delete a user", 1, WriteKind.DELETE, "user", null, List.of(), List.of()));
        DataModel model = new DataModel(List.of(project.model().requireEntity("user")), List.of(follows), patterns);
        Design design = new Design(designName, Map.of(follows.id(), project.design(designName).orElseThrow().mappingFor(follows)), Set.of());
        return new CosmosTemplateRun(engine, model, design, SampleOptions.of(11, 0.001));
    }

    private static QueryTemplate template(CosmosTemplateRun run, String patternId) {
        return run.templates.stream().filter(t -> t.patternId().equals(patternId)).findFirst().orElseThrow();
    }

    private static List<Document> users(CosmosTemplateRun run) {
        List<Document> users = new ArrayList<>();
        run.sample.generate("User", (id, doc) -> users.add(new Document(doc)));
        assertTrue(users.size() > 50, "a sample of about a hundred users");
        return users;
    }

    /** The ids a user's following holds: the ids themselves, or those of the copies. */
    private static List<Object> followed(Document user) {
        List<Object> ids = new ArrayList<>();
        for (Object o : ids(user, "following")) ids.add(o instanceof Map<?, ?> copy ? copy.get("id") : o);
        return ids;
    }

    /** A sample's id as the templates' input takes it. */
    private static ObjectId bson(Object sampleId) {
        return new ObjectId(((dev.docshape.storage.sample.ObjectId) sampleId).hex());
    }

    private static List<Object> ids(Document user, String field) {
        Object value = user.get(field);
        return value instanceof List<?> list ? new ArrayList<>(list) : List.of();
    }
}
