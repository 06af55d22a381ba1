package dev.docshape.model.estimate;

import dev.docshape.model.Cardinality;
import dev.docshape.model.DataModel;
import dev.docshape.model.Design;
import dev.docshape.model.Entity;
import dev.docshape.model.Field;
import dev.docshape.model.Relationship;
import dev.docshape.model.Volatility;
import dev.docshape.model.mapping.Bucket;
import dev.docshape.model.mapping.ExtendedReference;
import dev.docshape.model.mapping.Holder;
import dev.docshape.model.mapping.Mapping;
import dev.docshape.model.pattern.WriteKind;
import dev.docshape.model.pattern.WritePattern;
import dev.docshape.model.profile.Profile;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A user's name copied into their messages, each channel keeping its messages in buckets of 25: renaming the user writes
 * the user and the distinct buckets its 40 messages fall in, several sharing one where the buckets are few
 * (docs/counting-rules.md "Parents of children spread over the data", decision 0498).
 */
class CopiesInBucketsTest {
    private static double renameWrites(long users, long channels) {
        Entity user = new Entity("user", "User", List.of(Field.string("displayName", 20)), users, 0, null);
        Entity channel = new Entity("channel", "Channel", List.of(Field.string("topic", 80)), channels, 0, null);
        Entity message = new Entity("message", "Message", List.of(Field.string("text", 200)), channels * 100, 0, null);
        Relationship channelMessages = new Relationship("channel-messages", "channel", "message", "messages", "channel",
                Cardinality.ONE_TO_MANY, 100, 100, 1, true, Volatility.STABLE, 100);
        Relationship userMessages = new Relationship("user-messages", "user", "message", "messages", "author",
                Cardinality.ONE_TO_MANY, channels * 100.0 / users, null, 1, false, Volatility.STABLE);
        WritePattern rename = new WritePattern("rename", "a user changes name", 1, WriteKind.UPDATE, "user", null,
                List.of("displayName"), List.of());
        DataModel model = new DataModel(List.of(user, channel, message), List.of(channelMessages, userMessages), List.of(rename));
        Design design = Design.named("bucketed")
                .withMapping("channel-messages", new Mapping(new Bucket(25), false))
                .withMapping("user-messages", new Mapping(new ExtendedReference(Holder.CHILD, List.of("displayName")), false));
        return Estimator.estimate(model, design, Profile.mongodb()).pattern("rename").orElseThrow().docsWritten();
    }

    @Test
    void messagesOfOneUserShareBucketsAsDrawsDo() {
        // 40 channels of 4 full buckets: 40 messages drawn among 160 buckets fall in 160 (1 - (1 - 1/160)^40) of them
        double buckets = 160 * (1 - Math.pow(1 - 1.0 / 160, 40));
        assertEquals(1 + buckets, renameWrites(100, 40), 0.25, "the user and the 35.3 of 160 buckets holding its 40 messages");
        double manyBuckets = renameWrites(100_000, 40_000) - 1;
        assertTrue(manyBuckets < 40 && manyBuckets > 39.9, "among 160,000 buckets nearly every message has a bucket of its own: " + manyBuckets);
    }
}
