package dev.docshape.benchmarks;

import dev.docshape.model.DataModel;
import dev.docshape.model.Project;
import dev.docshape.model.advice.Advisor;
import dev.docshape.model.advice.Finding;
import dev.docshape.model.Design;
import dev.docshape.model.profile.Profile;
import dev.docshape.model.synthetic.SyntheticModels;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * How fast the designer can re-run the advisor after an edit: one full {@link Advisor#advise} of
 * the synthetic 500 entities / 1,000 relationships / 200 patterns model (seed 1), every suggestion
 * estimated, per operation. Target: under 250 ms.
 *
 * <p>Run: {@code ./mvnw -B -q -Pbench -pl benchmarks -am verify -DskipTests -Dbench.advisor}
 *
 * <p>How the advice grows with the model (docs/decisions/0230): add
 * {@code -Dbench.advisor.args="-bm ss -wi 1 -i 3 -f 1 -p entities=500,1000,2000,5000"}.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
public class AdvisorBenchmark {
    /** Entities; the model has twice as many relationships and two fifths as many patterns. */
    @Param({"500"})
    public int entities;

    private DataModel model;
    private Design design;

    @Setup
    public void setUp() {
        Project project = SyntheticModels.generate(entities, entities * 2, entities * 2 / 5, 1);
        model = project.model();
        design = project.active();
    }

    @Benchmark
    public List<Finding> advise() {
        return Advisor.advise(model, design, Profile.cosmos());
    }
}
