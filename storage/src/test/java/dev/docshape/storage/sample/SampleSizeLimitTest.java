package dev.docshape.storage.sample;

import dev.docshape.model.Cardinality;
import dev.docshape.model.DataModel;
import dev.docshape.model.Design;
import dev.docshape.model.Entity;
import dev.docshape.model.Field;
import dev.docshape.model.Position;
import dev.docshape.model.Project;
import dev.docshape.model.Relationship;
import dev.docshape.model.Volatility;
import dev.docshape.model.synthetic.SyntheticModels;
import dev.docshape.storage.file.ProjectFiles;
import dev.docshape.storage.store.Progress;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A sample too large to generate is refused before any work, with the figure and what to change. */
class SampleSizeLimitTest {
    private static final Pattern SUGGESTED = Pattern.compile("lower the scale to ([0-9.]+) or less");

    @Test
    void aTooLargeScaleIsRefusedBeforeAnyWork(@TempDir Path dir) throws Exception {
        Project project = ProjectFiles.load(example("s1-person-contacts.docshape"));
        SampleTooLargeException refused = assertThrows(SampleTooLargeException.class,
                () -> SampleData.materialize(project, null, dir.resolve("big.db"), SampleOptions.of(1, 100), Progress.NONE));
        assertTrue(refused.getMessage().startsWith("the sample at scale 100 would generate about"), refused.getMessage());
        assertTrue(SUGGESTED.matcher(refused.getMessage()).find(), refused.getMessage());
        assertFalse(Files.exists(dir.resolve("big.db")), "nothing was written");
    }

    @Test
    void theSuggestedScaleFitsTheLimit() throws Exception {
        var model = ProjectFiles.load(example("s1-person-contacts.docshape")).model();
        var owning = Population.owningRelationships(model);
        double limit = 5_000;
        SampleTooLargeException refused = assertThrows(SampleTooLargeException.class,
                () -> SampleSize.check(model, SampleOptions.of(1, 0.01), owning, limit));
        Matcher m = SUGGESTED.matcher(refused.getMessage());
        assertTrue(m.find(), refused.getMessage());
        assertDoesNotThrow(() -> SampleSize.check(model, SampleOptions.of(1, Double.parseDouble(m.group(1))), owning, limit));
    }

    @Test
    void owningChainsAreBoundedByTheModelsCountsSoALargeSyntheticModelSamplesAtTheSuggestedScale(@TempDir Path dir) {
        Project project = SyntheticModels.generate(500, 1_000, 200, 42);
        var model = project.model();
        var owning = Population.owningRelationships(model);
        double limit = 50_000;
        SampleTooLargeException refused = assertThrows(SampleTooLargeException.class,
                () -> SampleSize.check(model, SampleOptions.of(1, 1), owning, limit));
        Matcher m = SUGGESTED.matcher(refused.getMessage());
        assertTrue(m.find(), refused.getMessage());
        double scale = Double.parseDouble(m.group(1));
        SampleOptions options = SampleOptions.of(1, scale);
        assertDoesNotThrow(() -> SampleSize.check(model, options, owning, limit));

        Population population = Population.of(model, options);
        LookupTables lookups = LookupTables.of(model);
        for (var e : model.entities()) {
            long bound = lookups.instances(e, scale); // the count at scale, a lookup table's floor (decision 0505)
            assertTrue(population.count(e.id()) <= bound * 3 / 2 + 5,
                    e.name() + ": " + population.count(e.id()) + " instances where the model's count at scale " + scale + " is " + bound);
        }
        SampleData.Result sampled = SampleData.materialize(project, null, dir.resolve("s.db"), options, Progress.NONE);
        assertTrue(sampled.documents() > 0, "documents were written");
    }

    @Test
    void relationshipsWhoseAveragesAloneExceedTheLimitCannotBeSampledAtAnyScale(@TempDir Path dir) {
        Entity tag = new Entity("tag", "Tag", List.of(Field.string("name", 10)), 1_000, 0, new Position(0, 0));
        Entity post = new Entity("post", "Post", List.of(Field.string("title", 10)), 1_000, 0, new Position(0, 0));
        Relationship tagged = new Relationship("post-tags", "post", "tag", "tags", null, Cardinality.MANY_TO_MANY,
                1e9, null, 2, false, Volatility.STABLE);
        Project project = new Project("huge", "", new DataModel(List.of(post, tag), List.of(tagged), List.of()),
                List.of(Design.named("d")), "d");
        SampleTooLargeException refused = assertThrows(SampleTooLargeException.class,
                () -> SampleData.materialize(project, null, dir.resolve("s.db"), SampleOptions.of(1, 0.001), Progress.NONE));
        assertTrue(refused.getMessage().contains("cannot be sampled at any scale"), refused.getMessage());
        assertFalse(Files.exists(dir.resolve("s.db")), "nothing was written");
    }

    private static Path example(String name) {
        for (Path p = Path.of("").toAbsolutePath(); p != null; p = p.getParent()) {
            if (Files.isRegularFile(p.resolve("examples").resolve(name))) return p.resolve("examples").resolve(name);
        }
        throw new IllegalStateException("no examples/" + name + " above the working folder");
    }
}
