package dev.docshape.model.estimate;

import dev.docshape.model.Cardinality;
import dev.docshape.model.DataModel;
import dev.docshape.model.Design;
import dev.docshape.model.Entity;
import dev.docshape.model.Field;
import dev.docshape.model.Relationship;
import dev.docshape.model.Volatility;
import dev.docshape.model.mapping.Mapping;
import dev.docshape.model.mapping.Placement;
import dev.docshape.model.mapping.Reference;
import dev.docshape.model.pattern.Include;
import dev.docshape.model.pattern.ReadPattern;
import dev.docshape.model.profile.Profile;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * A chat's users each in 12 of 40 channels (many-to-many): "a user with their channels" reads the user's 12 channels, as
 * a child's own parents are never the same twice; several users' channels overlap as draws of 12 distinct each
 * (docs/counting-rules.md "Parents of children spread over the data", decision 0475).
 */
class OwnParentsDistinctTest {
    private static final double CHANNELS = 40, USERS = 100, PER_USER = 12;

    private static PatternEstimate read(ReadPattern pattern) {
        Entity channel = new Entity("channel", "Channel", List.of(Field.string("name", 20)), (long) CHANNELS, 0, null);
        Entity user = new Entity("user", "User", List.of(Field.string("displayName", 20)), (long) USERS, 0, null);
        Relationship members = new Relationship("channel-members", "channel", "user", "members", "channels",
                Cardinality.MANY_TO_MANY, USERS * PER_USER / CHANNELS, null, PER_USER, false, Volatility.STABLE);
        DataModel model = new DataModel(List.of(channel, user), List.of(members), List.of(pattern));
        Design design = Design.named("ids").withMapping("channel-members",
                new Mapping(new Reference(Placement.IDS_ON_BOTH_SIDES, false), false));
        Estimate e = Estimator.estimate(model, design, Profile.mongodb());
        return e.pattern(pattern.id()).orElseThrow();
    }

    @Test
    void aUsersChannelsAreTwelveDistinctChannels() {
        ReadPattern mine = ReadPattern.byId("mine", "a user with their channels", 1, "user",
                List.of(new Include("channel-members", List.of("name"), 0, List.of())));
        assertEquals(1 + PER_USER, read(mine).docsRead(), 1e-9, "the user and 12 channels, not 40(1 - (39/40)^12) = 10.5");
    }
}
