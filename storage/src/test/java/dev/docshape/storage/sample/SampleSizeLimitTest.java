package dev.docshape.storage.sample;

import dev.docshape.model.Project;
import dev.docshape.model.synthetic.SyntheticModels;
import dev.docshape.storage.store.Progress;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A sample too large to generate is refused before any work, with the figure and a scale that
 * fits; sampling at that scale then works. The 500-entity synthetic model could not be sampled at
 * any scale (issue 16).
 */
class SampleSizeLimitTest {
    private static final Pattern SUGGESTED = Pattern.compile("lower the scale to ([0-9.]+) or less");

    @Test
    void theSyntheticModelIsSampledAtTheScaleTheRefusalSuggests(@TempDir Path dir) {
        Project project = SyntheticModels.generate(500, 1_000, 200, 42);
        SampleTooLargeException refused = assertThrows(SampleTooLargeException.class,
                () -> SampleData.materialize(project, null, dir.resolve("big.db"), SampleOptions.of(1, 1000), Progress.NONE));
        assertTrue(refused.getMessage().contains("the sample at scale 1000 would generate about"), refused.getMessage());
        Matcher m = SUGGESTED.matcher(refused.getMessage());
        assertTrue(m.find(), refused.getMessage());
        double scale = Double.parseDouble(m.group(1));
        SampleData.Result result = SampleData.materialize(project, null, dir.resolve("fits.db"), SampleOptions.of(1, scale), Progress.NONE);
        assertTrue(result.documents() > 0, "documents were written at scale " + scale);
    }
}
