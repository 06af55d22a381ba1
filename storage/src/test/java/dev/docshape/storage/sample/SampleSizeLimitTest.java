package dev.docshape.storage.sample;

import dev.docshape.model.Project;
import dev.docshape.model.synthetic.SyntheticModels;
import dev.docshape.storage.file.ProjectFiles;
import dev.docshape.storage.store.Progress;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
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
    void owningChainsThatMultiplyPastTheLimitAtAnyScaleSaySo(@TempDir Path dir) {
        Project project = SyntheticModels.generate(500, 1_000, 200, 42);
        SampleTooLargeException refused = assertThrows(SampleTooLargeException.class,
                () -> SampleData.materialize(project, null, dir.resolve("s.db"), SampleOptions.of(1, 0.001), Progress.NONE));
        assertTrue(refused.getMessage().contains("cannot be sampled at any scale"), refused.getMessage());
    }

    private static Path example(String name) {
        for (Path p = Path.of("").toAbsolutePath(); p != null; p = p.getParent()) {
            if (Files.isRegularFile(p.resolve("examples").resolve(name))) return p.resolve("examples").resolve(name);
        }
        throw new IllegalStateException("no examples/" + name + " above the working folder");
    }
}
