package dev.docshape.benchmarks;

import dev.docshape.model.DataModel;
import dev.docshape.model.Project;
import dev.docshape.model.Relationship;
import dev.docshape.model.estimate.Estimate;
import dev.docshape.model.estimate.EstimateSession;
import dev.docshape.model.estimate.Estimator;
import dev.docshape.model.Design;
import dev.docshape.model.mapping.Mapping;
import dev.docshape.model.mapping.Placement;
import dev.docshape.model.profile.Profile;
import dev.docshape.model.projection.Projection;
import dev.docshape.model.projection.Projector;
import dev.docshape.model.synthetic.SyntheticModels;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

import java.util.concurrent.TimeUnit;

/**
 * How fast the designer can re-estimate: the synthetic 500 entities / 1,000 relationships / 200
 * patterns model, estimated in full, projected only, and re-estimated after one mapping toggle by
 * an {@link EstimateSession} (each call flips one relationship between two mappings, so every
 * call is a real one-toggle change). Targets: full under 50 ms, toggle under 5 ms. The same on
 * ten times the model (5,000 / 10,000 / 2,000) shows whether cost grows linearly: full under 250 ms.
 *
 * <p>Run: {@code ./mvnw -B -q -Pbench -pl benchmarks -am verify -DskipTests -Dbench.estimator}
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
public class EstimatorBenchmark {
    /** Entities; the model has twice as many relationships and two fifths as many patterns. */
    @Param({"500", "5000"})
    public int entities;

    private DataModel model;
    private Design design;
    private Design toggled;
    private EstimateSession session;
    private boolean flip;

    @Setup
    public void setUp() {
        Project project = SyntheticModels.generate(entities, entities * 2, entities * 2 / 5, 42);
        model = project.model();
        design = project.active();
        Relationship r = model.relationships().get(model.relationships().size() / 2);
        Mapping current = design.mappingFor(r);
        Mapping other = current.equals(Mapping.embed()) ? Mapping.reference(Placement.CHILD_HOLDS_PARENT_ID) : Mapping.embed();
        toggled = design.withMapping(r.id(), other);
        session = new EstimateSession(Profile.cosmos());
        session.estimate(model, design);
    }

    @Benchmark
    public Estimate fullEstimate() {
        return Estimator.estimate(model, design, Profile.cosmos());
    }

    @Benchmark
    public Projection projectionOnly() {
        return Projector.project(model, design);
    }

    @Benchmark
    public Estimate reEstimateAfterOneToggle() {
        flip = !flip;
        return session.estimate(model, flip ? toggled : design);
    }
}
