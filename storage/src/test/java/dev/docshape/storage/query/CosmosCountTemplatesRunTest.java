package dev.docshape.storage.query;

import com.fasterxml.jackson.databind.JsonNode;
import dev.docshape.model.DataModel;
import dev.docshape.model.Design;
import dev.docshape.model.Project;
import dev.docshape.model.estimate.Intent;
import dev.docshape.model.pattern.Include;
import dev.docshape.model.pattern.ReadPattern;
import dev.docshape.model.query.Expr;
import dev.docshape.model.query.Operation;
import dev.docshape.model.query.QueryTemplate;
import dev.docshape.storage.measure.CountValuesTest;
import dev.docshape.storage.measure.IncludedFirst;
import dev.docshape.storage.sample.SampleLinks;
import org.bson.Document;
import org.bson.types.ObjectId;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The count queries of the Cosmos DB SQL templates, run by the Cosmos DB engine (decision 0392) on the design's sample:
 * a count of a pattern's root read by its id returns one group, for that instance, with the number of instances the
 * sample links to it (decision 0461: a track found in a playlist or a bucket holding a copy of it is counted alone);
 * a count of an include's instances returns, for each key, the sample's number for that instance.
 */
@ExtendWith(SharedCosmosEngine.class)
class CosmosCountTemplatesRunTest {
    private static final int ROOTS = 6;
    private static CosmosEngine engine;

    /** The run's one engine (SharedCosmosEngine), shared with the other Cosmos DB engine tests. */
    @BeforeAll
    static void start(CosmosEngine shared) {
        engine = shared;
    }

    /** The workloads whose reads count, every design. */
    static Stream<Arguments> designs() throws Exception {
        List<Arguments> all = new ArrayList<>();
        for (String workload : List.of("blog-bucket-counts", "authors-books-counts", "blog-subset-reads", "playlists-shared-tracks")) {
            String file = "workloads/" + workload + ".docshape";
            for (Design d : CosmosTemplatesRunTest.load(file).designs()) all.add(Arguments.of(file, d.name()));
        }
        return all.stream();
    }

    @ParameterizedTest(name = "{0} / {1}")
    @MethodSource("designs")
    void everyCountReturnsTheSamplesNumberForTheInstancesAskedFor(String file, String designName) throws Exception {
        Project project = CosmosTemplatesRunTest.load(file);
        DataModel model = project.model();
        Design design = project.design(designName).orElseThrow();
        CosmosTemplateRun run = new CosmosTemplateRun(engine, model, design, CosmosTemplatesRunTest.smallSample(project));
        SampleLinks links = SampleLinks.of(model, run.sample.options());
        Map<String, Map<String, Long>> indexes = new HashMap<>();
        List<String> wrong = new ArrayList<>();
        for (QueryTemplate t : run.templates) {
            if (t.write() || t.operations().stream().noneMatch(Operation::counts)) continue;
            ReadPattern read = (ReadPattern) model.pattern(t.patternId()).orElseThrow();
            String owner = read.byParent() == null ? read.entity() : model.requireRelationship(read.byParent()).otherEnd(read.entity());
            long step = Math.max(1, run.sample.instances(owner) / ROOTS);
            for (long i = 0; i < Math.min(run.sample.instances(owner), step * ROOTS); i += step) {
                Document input = CosmosTemplateRun.readInput(owner, i);
                List<CosmosTemplateRun.Step> steps = run.run(t, input);
                for (CosmosTemplateRun.Step s : steps) {
                    if (!s.operation().counts()) continue;
                    String where = t.patternName() + " from " + owner + " " + i + ", step " + s.operation().step();
                    if (s.reply().failed()) {
                        wrong.add(where + ": " + s.reply().error() + "\n  " + s.sql());
                        continue;
                    }
                    Intent intent = s.operation().request().intent();
                    boolean ofParent = model.requireRelationship(intent.relationship()).parent().equals(intent.via());
                    Map<String, Long> index = indexes.computeIfAbsent(intent.via(), e -> CountValuesTest.indexOf(run.sample, e));
                    Map<String, Long> groups = groups(s.reply().documents());
                    boolean ofTheRoot = CountTemplatesRunTest.countsTheRoot(read, intent);
                    String asked = ((ObjectId) input.get("id")).toHexString();
                    if (ofTheRoot && !groups.keySet().equals(Set.of(asked)) && !groups.isEmpty()) {
                        wrong.add(where + ": counts for " + groups.keySet() + ", asked for " + asked);
                    }
                    if (ofTheRoot) groups.putIfAbsent(asked, 0L);
                    // an include's first N of the root's children: exactly those counted, each a child of the root (decision 0478)
                    Include first = IncludedFirst.of(model, read, intent.via(), intent.relationship());
                    if (first != null) {
                        Set<String> kept = firstInHand(steps, s.operation(), first.limit());
                        if (!kept.containsAll(groups.keySet())) wrong.add(where + ": counts for " + groups.keySet() + ", the include kept " + kept);
                        for (String w : IncludedFirst.wrong(model, first, i, kept, index, links)) wrong.add(where + ": " + w);
                        // a kept instance linked to none has no group: its count is 0
                        for (String k : kept) groups.putIfAbsent(k, 0L);
                    }
                    groups.forEach((key, count) -> {
                        Long instance = index.get(key);
                        long truth = instance == null ? -1 : links.relatedCount(intent.relationship(), ofParent, instance);
                        if (count != truth) wrong.add(where + ", " + intent.via() + " " + key + ": " + count + " returned, "
                                + truth + " in the sample");
                    });
                }
            }
        }
        assertTrue(wrong.isEmpty(), String.join("\n", wrong));
    }

    /**
     * The instances an include took the first {@code first} of: the first that many of each document the step the count
     * follows returned, as the application keeps them, whatever the count's parameter holds.
     */
    private static Set<String> firstInHand(List<CosmosTemplateRun.Step> steps, Operation count, int first) {
        Set<String> kept = new LinkedHashSet<>();
        for (Expr e : ((Expr.Doc) ((Expr.Doc) ((Expr.Arr) count.body()).items().get(0)).fields().get("$match")).fields().values()) {
            if (!(e instanceof Expr.Doc in && in.fields().get("$in") instanceof Expr.Collected c)) continue;
            for (CosmosTemplateRun.Step step : steps) {
                if (step.operation().step() != c.step()) continue;
                for (JsonNode doc : step.taken()) kept.addAll(CosmosTemplateRun.firstValues(doc, c.path(), first));
            }
        }
        return kept;
    }

    /** The count per key a grouped count returned ({@code [{k, count}, ...]}). */
    private static Map<String, Long> groups(List<JsonNode> documents) {
        Map<String, Long> out = new LinkedHashMap<>();
        for (JsonNode g : documents) out.merge(g.get("k").asText(), g.get("count").asLong(), Long::sum);
        return out;
    }
}
