package dev.docshape.model.estimate;

import dev.docshape.model.Cardinality;
import dev.docshape.model.DataModel;
import dev.docshape.model.Design;
import dev.docshape.model.Entity;
import dev.docshape.model.Field;
import dev.docshape.model.Relationship;
import dev.docshape.model.Volatility;
import dev.docshape.model.mapping.ExtendedReference;
import dev.docshape.model.mapping.Holder;
import dev.docshape.model.mapping.Mapping;
import dev.docshape.model.mapping.Placement;
import dev.docshape.model.pattern.Include;
import dev.docshape.model.pattern.ReadPattern;
import dev.docshape.model.pattern.Selection;
import dev.docshape.model.pattern.WriteKind;
import dev.docshape.model.pattern.WritePattern;
import dev.docshape.model.profile.Profile;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** Which patterns a session plans again after a flip: those that read what changed, no others (decision 0434). */
class ReplannedPatternsTest {
    private static final int READ_USER = 0;
    private static final int READ_POST = 1;
    private static final int RENAME_USER = 2;

    /** Posts copy their author's name; a post's comments are embedded in it or referenced. */
    private static DataModel blog() {
        return new DataModel(
                List.of(Entity.of("user", "User", List.of(Field.string("name", 20), Field.string("bio", 400)), 100_000),
                        Entity.of("post", "Post", List.of(Field.string("title", 60), Field.string("body", 2000)), 2_000_000),
                        Entity.of("comment", "Comment", List.of(Field.string("text", 300)), 40_000_000)),
                List.of(rel("user-posts", "user", "post", "posts", 20), rel("post-comments", "post", "comment", "comments", 20)),
                List.of(new ReadPattern("read-user", "read a user", 100, "user", Selection.BY_ID, null, 1, 1, List.of(), List.of(),
                                List.of()),
                        new ReadPattern("read-post", "read a post with its author's name", 1000, "post", Selection.BY_ID, null, 1,
                                1, List.of(), List.of(new Include("user-posts", List.of("name"), 0, List.of())), List.of()),
                        new WritePattern("rename-user", "rename a user", 1, WriteKind.UPDATE, "user", null, List.of("name"),
                                List.of())));
    }

    private static Relationship rel(String id, String parent, String child, String name, double avg) {
        return new Relationship(id, parent, child, name, null, Cardinality.ONE_TO_MANY, avg, null, 1, false, Volatility.STABLE);
    }

    @Test
    void aReadOfAnEntitysOwnDocumentsIsNotPlannedAgainWhenACollectionHoldingItsCopiesIsRebuilt() {
        DataModel model = blog();
        Design start = new Design("copies", Map.of(
                "user-posts", new Mapping(new ExtendedReference(Holder.CHILD, List.of("name")), false),
                "post-comments", Mapping.embed()), Set.of());
        Design referenced = start.withMapping("post-comments", Mapping.reference(Placement.CHILD_HOLDS_PARENT_ID));
        EstimateSession session = new EstimateSession(Profile.cosmos());
        session.estimate(model, start);

        // the posts' collection is built anew without the comments, the users' copied names in it as they were
        Estimate flipped = session.estimate(model, referenced);
        List<Integer> replanned = positions(session.replannedPatterns());
        assertEquals(List.of(READ_POST, RENAME_USER), replanned,
                "the read of a post reads its collection and renaming a user writes the copies there; reading a user reads neither");
        assertEquals(Estimator.estimate(model, referenced, Profile.cosmos()), flipped);

        // and back: the same again, and the same figures as from scratch
        Estimate back = session.estimate(model, start);
        assertEquals(List.of(READ_POST, RENAME_USER), positions(session.replannedPatterns()));
        assertEquals(Estimator.estimate(model, start, Profile.cosmos()), back);
    }

    @Test
    void aReadOfAnEntitysOwnDocumentsIsPlannedAgainWhenTheyChange() {
        DataModel model = blog();
        Design start = new Design("referenced", Map.of(
                "user-posts", Mapping.reference(Placement.CHILD_HOLDS_PARENT_ID),
                "post-comments", Mapping.reference(Placement.CHILD_HOLDS_PARENT_ID)), Set.of());
        // the user documents gain their posts' ids
        Design idsInUsers = start.withMapping("user-posts", Mapping.reference(Placement.PARENT_HOLDS_CHILD_IDS));
        EstimateSession session = new EstimateSession(Profile.cosmos());
        session.estimate(model, start);

        Estimate flipped = session.estimate(model, idsInUsers);
        assertEquals(true, positions(session.replannedPatterns()).contains(READ_USER));
        assertEquals(Estimator.estimate(model, idsInUsers, Profile.cosmos()), flipped);
    }

    private static List<Integer> positions(int[] replanned) {
        List<Integer> positions = new ArrayList<>();
        for (int p : replanned) positions.add(p);
        return positions;
    }
}
