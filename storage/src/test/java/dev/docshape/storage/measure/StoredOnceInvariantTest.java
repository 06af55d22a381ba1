package dev.docshape.storage.measure;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.docshape.model.DataModel;
import dev.docshape.model.Entity;
import dev.docshape.model.Project;
import dev.docshape.model.Relationship;
import dev.docshape.model.estimate.Estimate;
import dev.docshape.model.estimate.Estimator;
import dev.docshape.model.estimate.PatternEstimate;
import dev.docshape.model.estimate.Request;
import dev.docshape.model.Design;
import dev.docshape.model.Duplicates;
import dev.docshape.model.mapping.Ordering;
import dev.docshape.model.projection.CollectionShape;
import dev.docshape.model.mapping.ExtendedReference;
import dev.docshape.model.mapping.Holder;
import dev.docshape.model.mapping.Placement;
import dev.docshape.model.mapping.Reference;
import dev.docshape.model.mapping.Strategy;
import dev.docshape.model.mapping.Subset;
import dev.docshape.model.pattern.AccessPattern;
import dev.docshape.model.pattern.WriteKind;
import dev.docshape.model.pattern.WritePattern;
import dev.docshape.model.profile.Profile;
import dev.docshape.model.projection.CoLocations;
import dev.docshape.model.projection.CollectionKind;
import dev.docshape.model.projection.Links;
import dev.docshape.model.projection.Occurrence;
import dev.docshape.model.projection.Projection;
import dev.docshape.model.projection.Projector;
import dev.docshape.model.testing.RandomProjects;
import dev.docshape.storage.sample.SampleData;
import dev.docshape.storage.sample.SampleGenerator;
import dev.docshape.storage.sample.SampleOptions;
import dev.docshape.storage.store.Progress;
import dev.docshape.storage.store.SampleStore;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Property test over random models and designs (reproducible from the printed seed), co-located
 * children and declared duplicate collections among them:
 * <ul>
 *   <li>every entity is stored, and an entity kept inside other documents gets a collection of its
 *       own only when the design asks for one (standalone) or a link needs its instances by id, and
 *       it is copied whole into a duplicate collection exactly when the design declares one;</li>
 *   <li>updating an instance writes every collection holding it or a copy of it (estimate), and
 *       exactly the documents of the sample store that hold it or a copy of it ({@code measure});
 *       inserting one writes its duplicate too; a feed holds the first instances by its order, and
 *       updating one of them writes it.</li>
 * </ul>
 */
class StoredOnceInvariantTest {
    private static final int PROJECTS = 20;

    @TempDir
    Path dir;
    private int feeds;

    @Test
    void everyInstanceIsStoredOnceUnlessTheDesignDeclaresACopyAndEveryCopyIsWritten() {
        Random seeds = new Random(Long.getLong("docshape.seed", 20_261_123L));
        int storesChecked = 0;
        int coLocatedStores = 0;
        int duplicatedStores = 0;
        feeds = 0;
        int perParentFeeds = 0;
        for (int i = 0; i < PROJECTS; i++) {
            long seed = seeds.nextLong();
            Project project = withDuplicates(withUpdates(new RandomProjects(new Random(seed)).project()), new Random(seed + 1), new Random(seed + 2));
            for (Design design : project.designs()) {
                String where = "seed " + seed + ", design " + design.name();
                Projection projection = Projector.project(project.model(), design);
                checkProjection(project.model(), design, projection, where);
                checkEstimate(project.model(), design, projection, where);
                if (projection.problems().isEmpty()) {
                    feeds += checkStore(project, design, projection, dir, where);
                    perParentFeeds += (int) design.duplicates().all().stream()
                            .filter(d -> d.isPerParent() && projection.feedCollection(d.entity()).isPresent()).count();
                    storesChecked++;
                    if (!CoLocations.of(project.model(), design, projection).groups().isEmpty()) coLocatedStores++;
                    if (projection.collections().stream().anyMatch(c -> c.kind() == CollectionKind.DUPLICATE)) duplicatedStores++;
                }
            }
        }
        assertTrue(storesChecked >= PROJECTS / 2, "sample stores checked: " + storesChecked);
        assertTrue(coLocatedStores > 0, "sample stores of designs with co-located children checked: " + coLocatedStores);
        assertTrue(duplicatedStores > 0, "sample stores of designs with duplicate collections checked: " + duplicatedStores);
        assertTrue(feeds > 0, "feeds checked in sample stores: " + feeds);
        assertTrue(perParentFeeds > 0, "feeds per parent checked in sample stores: " + perParentFeeds);
    }

    private static void checkProjection(DataModel model, Design design, Projection projection, String where) {
        for (Entity e : model.entities()) {
            List<Occurrence> whole = projection.occurrencesOf(e.id()).stream().filter(Occurrence::whole).toList();
            assertFalse(whole.isEmpty(), where + ": entity " + e.id() + " is stored nowhere");
            long documents = whole.stream().filter(o -> o.kind() == Occurrence.Kind.DOCUMENT).count();
            long duplicates = whole.stream().filter(o -> o.kind() == Occurrence.Kind.DUPLICATE).count();
            assertTrue(documents <= 1, where + ": entity " + e.id() + " has " + documents + " collections of its own");
            int declared = documents == 1 ? design.duplicates().copiesOf(e.id()).size() : 0;
            assertEquals(declared, duplicates, where + ": entity " + e.id() + " is copied whole in "
                    + duplicates + " duplicate collections and feeds; the design declares " + declared);
            boolean own = whole.stream().anyMatch(o -> o.kind() == Occurrence.Kind.DOCUMENT);
            boolean housed = model.relationships().stream().anyMatch(r -> r.child().equals(e.id()) && !r.parent().equals(e.id())
                    && Links.houses(design.mappingFor(r).strategy()));
            if (own && housed && !projection.problems().stream().anyMatch(p -> p.contains("cycle"))) {
                assertTrue(design.standalone().contains(e.id()) || needsOwnIds(model, design, e.id()),
                        where + ": entity " + e.id() + " is embedded and has a collection nobody asked for");
            }
        }
    }

    /** True when some relationship finds the entity's instances by their own ids (the link is not held by the entity itself). */
    private static boolean needsOwnIds(DataModel model, Design design, String entity) {
        for (Relationship r : model.relationships()) {
            if (!r.child().equals(entity)) continue;
            Strategy s = design.mappingFor(r).strategy();
            if (s instanceof Reference ref && ref.placement() != Placement.CHILD_HOLDS_PARENT_ID) return true;
            if (s instanceof ExtendedReference x && x.holder() == Holder.PARENT) return true;
            if (s instanceof Subset sub && sub.rest() == Subset.Rest.REFERENCED) return true;
        }
        return false;
    }

    private static void checkEstimate(DataModel model, Design design, Projection projection, String where) {
        Estimate estimate = Estimator.estimate(model, design, Profile.mongodb());
        for (Entity e : model.entities()) {
            PatternEstimate update = estimate.pattern(updateId(e)).orElseThrow();
            Set<String> holding = new TreeSet<>();
            for (Occurrence o : projection.occurrencesOf(e.id())) holding.add(o.collection());
            Set<String> written = new TreeSet<>();
            for (Request r : update.requests()) written.add(r.collection());
            assertEquals(holding, written, where + ": updating " + e.id() + " writes every collection holding it or a copy");
        }
        for (Relationship r : model.relationships()) {
            if (r.parent().equals(r.child())) continue;
            projection.duplicateCollection(r.child()).ifPresent(copy -> {
                List<String> inserted = estimate.pattern(insertId(r)).orElseThrow().requests().stream()
                        .filter(q -> q.operation() == Request.Operation.INSERT).map(Request::collection).toList();
                assertTrue(inserted.contains(copy.name()), where + ": a new " + r.child() + " is inserted into its duplicate "
                        + copy.name() + " too: " + inserted);
            });
        }
        for (Relationship r : model.relationships()) {
            if (r.parent().equals(r.child()) || !design.mappingFor(r).precomputedCount()) continue;
            Set<String> parentHolders = new TreeSet<>();
            for (Occurrence o : projection.occurrencesOf(r.parent())) if (o.whole()) parentHolders.add(o.collection());
            Set<String> written = new TreeSet<>();
            for (Request q : estimate.pattern(insertId(r)).orElseThrow().requests()) written.add(q.collection());
            assertTrue(written.containsAll(parentHolders), where + ": adding a child of " + r.id()
                    + " updates the count wherever the parent is kept whole: " + parentHolders + ", written " + written);
        }
    }

    /**
     * Checks the invariants on every design of {@code project} (with an update of every entity and an insert of every
     * relationship's child added), its sample stores made in {@code dir}.
     */
    static void checkEveryDesign(Project project, Path dir, String where) {
        Project withWrites = withUpdates(project);
        for (Design design : withWrites.designs()) {
            Projection projection = Projector.project(withWrites.model(), design);
            String at = where + ", design " + design.name();
            assertEquals(List.of(), projection.problems(), at);
            checkProjection(withWrites.model(), design, projection, at);
            checkEstimate(withWrites.model(), design, projection, at);
            checkStore(withWrites, design, projection, dir, at);
        }
    }

    /** Returns the number of feeds whose contents it checked. */
    private static int checkStore(Project project, Design design, Projection projection, Path dir, String where) {
        int feeds = 0;
        Path store = dir.resolve("p" + Math.abs(where.hashCode()) + ".db");
        SampleData.materialize(project, design.name(), store, SampleOptions.of(7, 0.001), Progress.NONE);
        MeasureReport report = Measurer.measure(project, store, Profile.mongodb(), 3, Progress.NONE);
        SampleGenerator sample = SampleGenerator.of(project.model(), projection,
                SampleOptions.of(7, 0.001));
        Locator locator = new Locator(projection);
        try (SampleStore s = SampleData.openStore(store, project)) {
            for (Entity e : project.model().entities()) {
                long instances = sample.instances(e.id());
                Duplicates.Duplicate feed = design.duplicates().feedOf(e.id());
                Optional<CollectionShape> feedCollection = projection.feedCollection(e.id());
                if (feed != null && feedCollection.isPresent()) {
                    long held = s.read(snap -> snap.count(feedCollection.get().name()));
                    assertEquals(feed.isPerParent() ? heldPerParent(project, design, projection, feed) : Math.min(feed.keep(), instances), held,
                            where + ": the feed of " + e.id() + " holds its latest " + feed.keep() + (feed.isPerParent() ? " of each parent" : ""));
                    feeds++;
                }
                if (instances == 0) continue;
                int runs = Measurer.runs(new WritePattern(updateId(e), "update " + e.name(), 1, WriteKind.UPDATE, e.id(), null, List.of(), List.of()), 3, instances);
                Set<String> ids = new HashSet<>();
                for (int run = 0; run < runs; run++) ids.add(SampleGenerator.idOf(e.id(), Measurer.spread(run, runs, instances) % instances).hex());
                double holders = s.read(snap -> documentsHolding(snap, locator, projection, e.id(), ids));
                PatternMeasure measured = report.patterns().stream().filter(p -> p.patternId().equals(updateId(e))).findFirst().orElseThrow();
                assertEquals(holders / ids.size(), measured.docsWritten(), 1e-9,
                        where + ": updating " + e.id() + " rewrites exactly the documents holding it or a copy\n" + report.text());
            }
            for (PatternMeasure p : report.patterns()) {
                if (p.patternId().startsWith("insert-child-of-")) assertEquals(p.estRoundTrips(), p.roundTrips(), where + "\n" + report.text());
            }
        }
        return feeds;
    }

    /** What a feed per parent holds in the sample: each parent's children up to the feed's {@code keep}. */
    private static long heldPerParent(Project project, Design design, Projection projection, Duplicates.Duplicate feed) {
        SampleGenerator sample = SampleGenerator.of(project.model(), design, projection, SampleOptions.of(7, 0.001));
        Relationship r = project.model().requireRelationship(feed.parent());
        long held = 0;
        for (long p = 0; p < sample.instances(r.parent()); p++) {
            long[] of = sample.feedInstancesOf(feed.entity(), p);
            assertTrue(of.length <= feed.keep(), "a parent's feed keeps at most " + feed.keep());
            held += of.length;
        }
        return held;
    }

    /**
     * For each instance of {@code ids} of {@code entity}, the distinct documents of the store holding it whole or as a
     * copy: their sum. A document holding copies of it put there by two relationships (an order's buyer and seller)
     * counts once for each, as each is written by a request of its own; a copy inside the instance's own document rides
     * with the write of that document (decisions 0508, 0517).
     */
    private static int documentsHolding(dev.docshape.storage.store.StoreSnapshot snap, Locator locator, Projection projection,
                                        String entity, Set<String> ids) {
        Set<String> own = new HashSet<>();
        Set<String> holdings = new HashSet<>();
        for (boolean inside : new boolean[] {false, true}) {
            for (Occurrence o : projection.occurrencesOf(entity)) {
                if (o.fieldPath().isEmpty() == inside) continue;
                snap.forEach(o.collection(), (docId, json) -> {
                    ObjectNode doc = StoreReads.parse(json);
                    for (var instance : locator.instancesIn(doc, o, ids)) {
                        String held = instance.id() + " in " + o.collection() + "/" + docId;
                        if (!inside) own.add(held);
                        if (!inside || !own.contains(held)) holdings.add(held + (inside ? " by " + o.viaRelationship() : ""));
                    }
                });
            }
        }
        return holdings.size();
    }

    /**
     * The project with a duplicate collection declared for some entities of each design, a few partitioned by their id,
     * some of them feeds of a few latest instances by a random field, of all or of each parent (docs/counting-rules.md
     * "Ordering and feeds").
     */
    private static Project withDuplicates(Project project, Random random, Random perParent) {
        List<Design> designs = new ArrayList<>();
        for (Design design : project.designs()) {
            List<Duplicates.Duplicate> duplicates = new ArrayList<>();
            for (Entity e : project.model().entities()) {
                if (random.nextInt(3) != 0) continue;
                String key = random.nextBoolean() ? "id" : null;
                int kind = random.nextInt(3);
                // a duplicate, a feed, or both (decision 0324)
                if (!e.fields().isEmpty() && kind > 0) {
                    Ordering order = Ordering.descending(e.fields().get(random.nextInt(e.fields().size())).name());
                    duplicates.add(new Duplicates.Duplicate(e.id(), key, 1 + random.nextInt(5), order));
                }
                if (e.fields().isEmpty() || kind != 1) duplicates.add(new Duplicates.Duplicate(e.id(), key));
            }
            perParentFeeds(project, duplicates, perParent);
            designs.add(design.withDuplicates(Duplicates.of(duplicates)));
        }
        return project.withDesigns(designs, project.activeDesign());
    }

    /**
     * Half of the entities without a feed that have one parent of another entity get a feed of each parent's latest
     * few (decision 0326), chosen by their own random numbers so the other copies stay as they were.
     */
    private static void perParentFeeds(Project project, List<Duplicates.Duplicate> duplicates, Random random) {
        for (Entity e : project.model().entities()) {
            List<Relationship> parents = project.model().relationships().stream()
                    .filter(r -> Duplicates.Duplicate.keepsPerParent(r, e.id())).toList();
            boolean hasFeed = duplicates.stream().anyMatch(d -> d.isFeed() && d.entity().equals(e.id()));
            if (parents.isEmpty() || e.fields().isEmpty() || hasFeed || random.nextBoolean()) continue;
            Ordering order = Ordering.descending(e.fields().get(random.nextInt(e.fields().size())).name());
            String key = random.nextBoolean() ? "id" : null;
            duplicates.add(new Duplicates.Duplicate(e.id(), key, 1 + random.nextInt(5), order, parents.get(random.nextInt(parents.size())).id()));
        }
    }

    private static Project withUpdates(Project project) {
        List<AccessPattern> patterns = new ArrayList<>(project.model().patterns());
        for (Relationship r : project.model().relationships()) {
            if (r.parent().equals(r.child())) continue;
            patterns.add(new WritePattern(insertId(r), "add a child of " + r.id(), 1, WriteKind.INSERT, r.child(), r.id(), List.of(), List.of()));
        }
        for (Entity e : project.model().entities()) {
            patterns.add(new WritePattern(updateId(e), "update " + e.name(), 1, WriteKind.UPDATE, e.id(), null, List.of(), List.of()));
        }
        return project.withModel(project.model().withPatterns(patterns));
    }

    private static String insertId(Relationship r) {
        return "insert-child-of-" + r.id();
    }

    private static String updateId(Entity e) {
        return "update-all-of-" + e.id();
    }
}
