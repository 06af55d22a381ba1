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
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
public class AdvisorBenchmark {
    private DataModel model;
    private Design design;

    @Setup
    public void setUp() {
        Project project = SyntheticModels.generate(500, 1_000, 200, 1);
        model = project.model();
        design = project.active();
    }

    @Benchmark
    public List<Finding> advise() {
        return Advisor.advise(model, design, Profile.cosmos());
    }
}
