package dev.docshape.model.estimate;

import dev.docshape.model.Cardinality;
import dev.docshape.model.DataModel;
import dev.docshape.model.Design;
import dev.docshape.model.Entity;
import dev.docshape.model.Field;
import dev.docshape.model.Relationship;
import dev.docshape.model.Volatility;
import dev.docshape.model.mapping.Mapping;
import dev.docshape.model.mapping.Subset;
import dev.docshape.model.pattern.Include;
import dev.docshape.model.pattern.ReadPattern;
import dev.docshape.model.profile.Profile;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * Riders keep their latest trips (a subset of 50) in their own documents, 40 trips a rider drawn between 0 and 80.
 * "A trip with its rider" reaches the rider of a trip picked at random: a rider with more trips is the likelier, and
 * holds more of them, so the riders reached are larger than the average rider (docs/counting-rules.md "Parents reached
 * through their children", decision 0535). Held to a simulation of the data the sample draws: every rider's count drawn
 * evenly over its spread and rounded up or down keeping its mean, a trip picked at random among all.
 */
class ParentsReachedThroughTheirChildrenTest {
    private static final int RIDERS = 100, TRIPS_A_RIDER = 40, MOST = 80, KEPT = 50;

    private static final ReadPattern TRIP = ReadPattern.byId("trip", "a trip with its rider", 1, "trip",
            List.of(new Include("rider-trips", List.of(), 0, List.of())));
    private static final ReadPattern RIDER = ReadPattern.byId("rider", "a rider", 1, "rider", List.of());

    private static double bytes(ReadPattern pattern, int least, double avg, int most, Profile profile) {
        Entity rider = new Entity("rider", "Rider", List.of(Field.string("name", 30)), RIDERS, 0, null);
        Entity trip = new Entity("trip", "Trip", List.of(Field.string("route", 60)), (long) (RIDERS * avg), 0, null);
        Relationship riderTrips = new Relationship("rider-trips", "rider", "trip", "trips", "rider", Cardinality.ONE_TO_MANY,
                avg, most, 1, false, Volatility.STABLE, least);
        DataModel model = new DataModel(List.of(rider, trip), List.of(riderTrips), List.of(pattern));
        Design design = Design.named("subset").withMapping("rider-trips",
                new Mapping(new Subset(KEPT, Subset.Rest.REFERENCED, 0), false));
        PatternEstimate p = Estimator.estimate(model, design, profile).pattern(pattern.id()).orElseThrow();
        return p.requests().stream().filter(r -> r.collection().equalsIgnoreCase("rider")).mapToDouble(Request::bytes).sum();
    }

    /** The bytes of the rider reached from a trip picked at random, the riders' counts drawn as the sample draws them. */
    private static double simulated(Profile profile) {
        double empty = bytes(RIDER, 0, 0, 0, profile);
        double perTrip = (bytes(RIDER, KEPT, KEPT, KEPT, profile) - empty) / KEPT;
        Random random = new Random(3);
        double weighted = 0, trips = 0;
        for (int i = 0; i < 200_000; i++) {
            double x = random.nextDouble() * MOST;
            int k = (int) Math.floor(x) + (random.nextDouble() < x - Math.floor(x) ? 1 : 0);
            // a trip picked at random is one of this rider's k trips k times as often as one of a rider of 1
            weighted += k * (empty + perTrip * Math.min(k, KEPT));
            trips += k;
        }
        return weighted / trips;
    }

    @Test
    void theRiderOfATripPickedAtRandomHoldsMoreTripsThanTheAverageRider() {
        for (Profile profile : List.of(Profile.mongodb(), Profile.cosmos())) {
            double simulated = simulated(profile);
            double average = bytes(RIDER, 0, TRIPS_A_RIDER, MOST, profile);
            assertEquals(simulated, bytes(TRIP, 0, TRIPS_A_RIDER, MOST, profile), simulated * 0.01,
                    profile.kind() + ": the rider reached through a trip (the average rider: " + Math.round(average) + " bytes)");
        }
    }
}
