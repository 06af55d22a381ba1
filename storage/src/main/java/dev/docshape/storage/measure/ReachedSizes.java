package dev.docshape.storage.measure;

import dev.docshape.model.Entity;
import dev.docshape.model.Project;
import dev.docshape.model.projection.Occurrence;
import dev.docshape.storage.sample.SampleGenerator;
import dev.docshape.storage.store.SampleStore;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Whether the documents a pattern read are larger (or smaller) than their collection's documents on average. A read
 * that reaches documents through a relationship does not pick them at random: a room with 60 members is reached by
 * 60 of them, a room with 20 by 20, so the rooms a user is in hold more members than the average room (size bias).
 * The estimate sizes a parent reached through the children its document holds so (docs/counting-rules.md "Parents
 * reached through their children", decision 0535), any other document at the average ("Documents reached through their links").
 * Bucket documents are left out: the estimate sizes them by the items they hold, as the read finds them
 * (docs/counting-rules.md "Bucket documents read").
 */
final class ReachedSizes {
    /** The start of the note, for tests that accept it as the cause of a difference in bytes. */
    static final String NOTE = "the documents read are not their collection's average";
    /** Documents of a collection sized for its average, spread over all of them. */
    private static final int SIZED = 200;

    private ReachedSizes() {
    }

    /**
     * The note naming each entity's own collection whose documents read average more than {@code tolerance} away from
     * the collection's average, with both figures; null when none does.
     */
    static String note(Project project, Locator locator, SampleStore store, EncodedSize sizes, SampleGenerator sample,
                       List<Tally> tallies, double tolerance) {
        Map<String, double[]> read = new LinkedHashMap<>();
        for (Tally t : tallies) {
            t.byCollection.forEach((c, r) -> {
                double[] sum = read.computeIfAbsent(c, k -> new double[2]);
                sum[0] += r[0];
                sum[1] += r[1];
            });
        }
        Map<String, Entity> owners = owners(project, locator);
        List<String> parts = new ArrayList<>();
        for (Map.Entry<String, double[]> e : read.entrySet()) {
            Entity owner = owners.get(e.getKey());
            if (owner == null || e.getValue()[0] == 0) continue;
            double readAverage = e.getValue()[1] / e.getValue()[0];
            double average = average(e.getKey(), owner, store, sizes, sample);
            if (average > 0 && Math.abs(readAverage - average) > tolerance * average) {
                parts.add(String.format(Locale.ROOT, "%s documents read %.0f bytes on average, the collection's %.0f (%+.0f %%)",
                        owner.name(), readAverage, average, 100 * (readAverage / average - 1)));
            }
        }
        if (parts.isEmpty()) return null;
        return NOTE + ": " + String.join(", ", parts) + "; larger parents reached through their children: a document is reached"
                + " the more often the more children or links it holds (size bias); the estimate sizes it so where it holds"
                + " them as an array of its own (decision 0535), else at the collection's average";
    }

    /** The entities whose whole documents make up a collection, by that collection's name. */
    private static Map<String, Entity> owners(Project project, Locator locator) {
        Map<String, Entity> owners = new HashMap<>();
        for (Entity entity : project.model().entities()) {
            Occurrence home;
            try {
                home = locator.home(entity.id());
            } catch (IllegalStateException storedNowhere) {
                continue;
            }
            if (home.kind() == Occurrence.Kind.DOCUMENT && home.fieldPath().isEmpty()) owners.put(home.collection(), entity);
        }
        return owners;
    }

    private static double average(String collection, Entity owner, SampleStore store, EncodedSize sizes, SampleGenerator sample) {
        List<String> ids = spreadIds(owner.id(), sample);
        return average(collection, store.read(s -> s.byIds(collection, ids)), sizes);
    }

    private static List<String> spreadIds(String entity, SampleGenerator sample) {
        long instances = sample.instances(entity);
        List<String> ids = new ArrayList<>();
        long step = Math.max(1, instances / SIZED);
        for (long i = 0; i < instances && ids.size() < SIZED; i += step) ids.add(SampleGenerator.idOf(entity, i).hex());
        return ids;
    }

    private static double average(String collection, List<String> docs, EncodedSize sizes) {
        if (docs.isEmpty()) return 0;
        double bytes = 0;
        for (String doc : docs) bytes += sizes.untracked(collection, StoreReads.parse(doc));
        return bytes / docs.size();
    }
}
