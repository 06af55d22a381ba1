package dev.docshape.storage.query;

import dev.docshape.model.Design;
import dev.docshape.model.Entity;
import dev.docshape.model.Project;
import dev.docshape.model.pattern.AccessPattern;
import dev.docshape.model.pattern.ReadPattern;
import dev.docshape.model.profile.Profile;
import dev.docshape.model.query.QueryTemplate;
import dev.docshape.storage.file.ProjectFiles;
import dev.docshape.storage.measure.MeasureReport;
import dev.docshape.storage.measure.Measurer;
import dev.docshape.storage.measure.PatternMeasure;
import dev.docshape.storage.measure.PatternRuns;
import dev.docshape.storage.sample.SampleData;
import dev.docshape.storage.sample.SampleOptions;
import dev.docshape.storage.store.Progress;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Every Cosmos DB SQL statement DocShape exports, run by a Cosmos DB engine nobody here wrote (decision 0392) on the
 * design's sample data: it parses and runs, and a read returns as many documents as the sample store's measure counts
 * for the same pattern from the same instances (docs/exports.md "How the Cosmos DB queries are checked").
 */
@ExtendWith(SharedCosmosEngine.class)
class CosmosTemplatesRunTest {
    /** Instances of the largest entity in the sample: small, as the MongoDB template runs load. */
    private static final int MOST_INSTANCES = 100;
    private static final int SAMPLES = 20;
    private static CosmosEngine engine;

    @TempDir
    Path dir;

    /** The run's one engine (SharedCosmosEngine), shared with the other Cosmos DB engine tests. */
    @BeforeAll
    static void start(CosmosEngine shared) {
        engine = shared;
    }

    /** The examples' designs and the test workloads with partition keys, co-location, copies, feeds and orders. */
    static Stream<Arguments> designs() throws Exception {
        List<Arguments> all = new ArrayList<>(JavaTemplatesRunTest.designs().toList());
        for (String workload : List.of("blog-co-located", "blog-duplicated", "blog-feed", "blog-ordered", "blog-user-feed",
                "blog-bucket-counts", "authors-books-counts", "blog-subset-reads", "shop-co-located", "unseen/marketplace", "unseen/iot-fleet",
                "unseen/issue-tracker", "playlists-shared-tracks", "playlists-albums", "blog-comments-in-buckets", "orders-buyer-seller", "blog-subset-rest-parents",
                "customers-address-copies")) {
            Path file = workload(workload);
            for (Design d : ProjectFiles.load(file).designs()) all.add(Arguments.of("workloads/" + workload + ".docshape", d.name()));
        }
        return all.stream();
    }

    static Path workload(String name) throws Exception {
        return Path.of(CosmosTemplatesRunTest.class.getResource("/workloads/" + name + ".docshape").toURI());
    }

    static Project load(String file) throws Exception {
        return ProjectFiles.load(file.startsWith("workloads/") && !JavaTemplatesRunTest.WORKLOADS.contains(file) ? workload(file.substring("workloads/".length(), file.length() - ".docshape".length()))
                : Path.of("..", "examples", file));
    }

    static SampleOptions smallSample(Project project) {
        long most = project.model().entities().stream().mapToLong(Entity::count).max().orElse(1);
        return SampleOptions.of(11, Math.min(1, (double) MOST_INSTANCES / most));
    }

    @ParameterizedTest(name = "{0} / {1}")
    @MethodSource("designs")
    void everyStatementRunsInOrderAndReadsReturnWhatMeasureCounts(String file, String designName) throws Exception {
        List<String> problems = new ArrayList<>(check(load(file), designName));
        // a known fault must still show, so the entry goes when it is fixed
        KNOWN.forEach((where, why) -> {
            if (!where.startsWith(file + " / " + designName + " / ")) return;
            String pattern = where.substring((file + " / " + designName + " / ").length());
            assertTrue(problems.removeIf(problem -> problem.startsWith(pattern + ":")), "fixed? " + where + " (" + why + ")");
        });
        assertTrue(problems.isEmpty(), String.join("\n", problems));
    }

    /**
     * Reads whose templates the engine showed to return other documents than the estimate and measure count, not yet
     * fixed (decisions 0392, 0393, 0402): file / design / pattern, and why. None is left.
     */
    private static final Map<String, String> KNOWN = Map.of();

    /**
     * Field and relationship names that are SQL keywords or need quoting ({@code select}, {@code a-b}, {@code o'neil})
     * reach the engine intact (Identifiers): the statements run, the reads return as many documents as measure counts,
     * and the documents hold the fields under those names.
     */
    @ParameterizedTest(name = "hostile names / {0}")
    @MethodSource("hostileDesigns")
    void namesNeedingQuotesReachTheEngineIntact(String designName) throws Exception {
        Project project = hostile();
        List<String> problems = check(project, designName);
        assertTrue(problems.isEmpty(), String.join("\n", problems));
        Design design = project.design(designName).orElseThrow();
        CosmosTemplateRun run = new CosmosTemplateRun(engine, project.model(), design, smallSample(project));
        QueryTemplate list = run.templates.stream().filter(t -> t.patternName().equals("list books with author names")).findFirst().orElseThrow();
        List<CosmosTemplateRun.Step> steps = run.run(list, CosmosTemplateRun.readInput("book", 0));
        String returned = steps.stream().flatMap(st -> st.reply().documents().stream()).map(Object::toString).reduce("", String::concat);
        assertTrue(returned.contains("\"select\":\"") && returned.contains("\"o'neil\":\""), "fields named select and o'neil came back: " + returned);
    }

    static Stream<Arguments> hostileDesigns() throws Exception {
        return hostile().designs().stream().map(d -> Arguments.of(d.name()));
    }

    /** Example S6 with the authors' {@code name} called {@code select}, the books' {@code title} {@code o'neil} and {@code authors} {@code a-b}. */
    static Project hostile() throws Exception {
        ObjectMapper json = new ObjectMapper();
        ObjectNode root = (ObjectNode) json.readTree(Path.of("..", "examples", "s6-authors-books-hybrid.docshape").toFile());
        HostileNamesTemplatesTest.replaceValues(root, Map.of("name", "select", "title", "o'neil", "authors", "a-b"));
        Path file = Files.createTempFile("hostile", ".docshape");
        file.toFile().deleteOnExit();
        json.writeValue(file.toFile(), root);
        return ProjectFiles.load(file);
    }

    /**
     * Loads the design's sample into the engine and the sample store, runs every statement of every pattern, and
     * returns what went wrong: a statement the engine refused, documents out of the promised order, or a read whose
     * documents differ from what measure counts from the same instances by more than measure's own tolerance.
     */
    private List<String> check(Project project, String designName) throws Exception {
        Design design = project.design(designName).orElseThrow();
        SampleOptions options = smallSample(project);
        Path store = dir.resolve(designName.replaceAll("[^A-Za-z0-9]", "_") + ".db");
        SampleData.materialize(project, designName, store, options, Progress.NONE);
        MeasureReport measured = Measurer.measure(project, store, Profile.cosmos(), SAMPLES, Progress.NONE);
        CosmosTemplateRun run = new CosmosTemplateRun(engine, project.model(), design, options);
        PatternRuns roots = new PatternRuns(project, design, run.projection, Profile.cosmos());
        List<String> problems = new ArrayList<>();
        for (QueryTemplate t : run.templates) {
            AccessPattern p = project.model().pattern(t.patternId()).orElseThrow();
            if (!(p instanceof ReadPattern read)) {
                check(t, run.run(t, TemplateRunner.input(project.model(), p)), problems);
                continue;
            }
            String owner = read.byParent() == null ? read.entity() : project.model().requireRelationship(read.byParent()).otherEnd(read.entity());
            long[] indexes = roots.rootIndexes(p, run.sample, SAMPLES);
            int sent = PatternRuns.sameEveryRun(p) ? 1 : indexes.length;
            double returned = 0;
            List<CosmosTemplateRun.Step> last = List.of();
            for (int i = 0; i < sent; i++) {
                last = run.run(t, CosmosTemplateRun.readInput(owner, indexes[i]));
                if (!check(t, last, problems)) break;
                for (CosmosTemplateRun.Step s : last) returned += documents(s);
            }
            PatternMeasure m = measured.patterns().stream().filter(x -> x.patternId().equals(t.patternId())).findFirst().orElseThrow();
            double average = returned / sent;
            if (Math.abs(average - m.docsRead()) > MeasureReport.TOLERANCE * Math.max(m.docsRead(), 1)) {
                StringBuilder sql = new StringBuilder();
                for (CosmosTemplateRun.Step s : last) sql.append("\n  ").append(documents(s)).append(": ").append(s.sql());
                problems.add(String.format("%s: the engine returned %.3f documents per run, measure counts %.3f (%d runs); the last run:%s",
                        t.patternName(), average, m.docsRead(), sent, sql));
            }
        }
        return problems;
    }

    /** A count returns a number, not documents: 0 documents (docs/counting-rules.md "Documents and bytes read"). */
    private static int documents(CosmosTemplateRun.Step s) {
        return s.operation().counts() ? 0 : s.reply().documents().size();
    }

    /** Records each statement the engine refused, and each sorted result out of its order; false when one was refused. */
    private static boolean check(QueryTemplate t, List<CosmosTemplateRun.Step> steps, List<String> problems) {
        boolean ok = true;
        for (CosmosTemplateRun.Step s : steps) {
            if (s.reply().failed()) {
                problems.add(t.patternName() + ", step " + s.operation().step() + ": " + s.reply().error() + "\n  " + s.sql());
                ok = false;
            } else {
                String order = SortOrder.firstOutOfOrder(s.operation().sort(), s.ordered());
                if (order != null) problems.add(t.patternName() + ", step " + s.operation().step() + ": " + order + "\n  " + s.sql());
            }
        }
        return ok;
    }
}
