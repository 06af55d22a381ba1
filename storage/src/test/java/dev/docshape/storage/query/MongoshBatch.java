package dev.docshape.storage.query;

import com.mongodb.client.MongoDatabase;
import dev.docshape.model.DataModel;
import dev.docshape.model.Design;
import dev.docshape.model.Project;
import dev.docshape.model.estimate.Estimate;
import dev.docshape.model.estimate.Estimator;
import dev.docshape.model.profile.Profile;
import dev.docshape.model.projection.Projection;
import dev.docshape.model.projection.Projector;
import dev.docshape.model.query.QueryTemplate;
import dev.docshape.model.query.QueryTemplates;
import dev.docshape.storage.export.MongoshScripts;
import dev.docshape.storage.testing.WireServer;
import org.bson.json.JsonMode;
import org.bson.json.JsonWriterSettings;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;

/**
 * The mongosh templates of many designs, each on its own sample database of a {@link TemplateRunner}'s server, run by
 * one mongosh (decision 0443: a start of mongosh costs more than the patterns it runs), each design a part of
 * {@link MongoshScripts}. A {@code ping} separates its patterns, and a pattern that throws is printed with its design
 * and name, so that one design's failure names itself and leaves the others' counts intact.
 */
final class MongoshBatch {
    private static final Set<String> CRUD = Set.of("find", "aggregate", "insert", "update", "delete", "count");
    private static final String FAILED = "FAILED ";
    private static final JsonWriterSettings EXTENDED = JsonWriterSettings.builder().outputMode(JsonMode.EXTENDED).build();

    private final TemplateRunner runner;
    private final CommandLog log;
    private final Map<String, Prepared> prepared = new LinkedHashMap<>();
    private final MongoshScripts scripts;

    /** A design's templates and estimate, loaded into {@code database}. */
    record Prepared(Project project, List<QueryTemplate> templates, Estimate estimate, String database) {
    }

    /** {@code runner} was made with {@code log} as its back end. */
    MongoshBatch(TemplateRunner runner, CommandLog log) {
        this.runner = runner;
        this.log = log;
        try {
            this.scripts = new MongoshScripts(Files.createTempDirectory("mongosh-batch"));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Loads the design's sample data and adds its templates, a call of each on the sample's input, to the script. */
    void add(String label, Project project, String designName) throws IOException {
        String key = key(label, designName);
        if (prepared.containsKey(key)) throw new IllegalArgumentException("added twice: " + key);
        DataModel model = project.model();
        Design design = project.design(designName).orElseThrow();
        Projection projection = Projector.project(model, design);
        MongoDatabase db = runner.load(model, design, projection);
        Estimate estimate = Estimator.estimate(model, design, Profile.mongodb());
        List<QueryTemplate> templates = QueryTemplates.of(model, design, projection, estimate);
        prepared.put(key, new Prepared(project, templates, estimate, db.getName()));

        StringBuilder script = new StringBuilder(QueryLanguage.MONGOSH.render(project.name(), templates)).append('\n');
        FunctionNames names = new FunctionNames(Identifiers.JAVASCRIPT_RESERVED);
        for (QueryTemplate t : templates) {
            String input = TemplateRunner.input(model, model.pattern(t.patternId()).orElseThrow()).toJson(EXTENDED);
            script.append("db.runCommand({ ping: 1 });\ntry {\n  ").append(names.next(t.patternName()))
                    .append("(db, EJSON.parse(").append(Identifiers.jsString(input)).append("));\n} catch (e) {\n  print(")
                    .append(Identifiers.jsString(FAILED + key + " / " + t.patternName() + ": ")).append(" + e);\n}\n");
        }
        script.append("db.runCommand({ ping: 1 });\n");
        scripts.add(key, db.getName(), script.toString());
    }

    /** Runs every design added, in one mongosh; it must end normally. */
    void run() throws Exception {
        scripts.run(runner.address() + "/admin" + WireServer.PATIENT);
    }

    /**
     * Asserts that every pattern of the design ran without an error and the server served it exactly the estimated round
     * trips of reads and writes; returns the design's templates.
     */
    Prepared assertRoundTrips(String label, String designName) {
        String key = key(label, designName);
        Prepared design = prepared.get(key);
        assertNotNull(design, "not in the batch: " + key);
        List<String> output = scripts.output(key);
        for (String line : output) assertFalse(line.startsWith(FAILED), line);
        List<Integer> perPattern = perPattern(log.commands(design.database()));
        assertEquals(design.templates().size(), perPattern.size(), key + ": patterns run\n" + String.join("\n", output));
        for (int i = 0; i < design.templates().size(); i++) {
            QueryTemplate t = design.templates().get(i);
            int estimated = design.estimate().pattern(t.patternId()).orElseThrow().roundTrips();
            assertEquals(estimated, perPattern.get(i), key + " / " + t.patternName() + ": commands the server served");
        }
        return design;
    }

    private static String key(String label, String designName) {
        return label + " / " + designName;
    }

    /** The reads and writes between consecutive pings. */
    private static List<Integer> perPattern(List<String> commands) {
        List<Integer> counts = new ArrayList<>();
        int current = -1;
        for (String c : commands) {
            if (c.equals("ping")) {
                if (current >= 0) counts.add(current);
                current = 0;
            } else if (current >= 0 && CRUD.contains(c)) {
                current++;
            }
        }
        return counts;
    }
}
