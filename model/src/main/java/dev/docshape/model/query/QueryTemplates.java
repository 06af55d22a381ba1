package dev.docshape.model.query;

import dev.docshape.model.DataModel;
import dev.docshape.model.estimate.Estimate;
import dev.docshape.model.estimate.PatternEstimate;
import dev.docshape.model.estimate.Request;
import dev.docshape.model.Design;
import dev.docshape.model.pattern.AccessPattern;
import dev.docshape.model.pattern.Include;
import dev.docshape.model.pattern.ReadPattern;
import dev.docshape.model.pattern.WritePattern;
import dev.docshape.model.projection.CoLocations;
import dev.docshape.model.projection.Projection;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The operations each access pattern of a design sends, derived from the estimator's plan: one
 * operation per planned request, so the round trips the estimate shows are the operations listed.
 * Co-located collections are addressed in their container, by type ({@link ContainerSteps}).
 *
 * <pre>{@code
 * Estimate e = Estimator.estimate(model, design, Profile.mongodb());
 * List<QueryTemplate> templates = QueryTemplates.of(model, design, Projector.project(model, design), e);
 * }</pre>
 */
public final class QueryTemplates {
    private QueryTemplates() {
    }

    /** The templates of every pattern the estimate planned, in the estimate's order. */
    public static List<QueryTemplate> of(DataModel model, Design design, Projection projection, Estimate estimate) {
        Locations where = new Locations(projection);
        CoLocations coLocations = CoLocations.of(model, design, projection);
        ContainerSteps containers = coLocations.groups().isEmpty() ? null : new ContainerSteps(coLocations, where);
        List<QueryTemplate> templates = new ArrayList<>(estimate.patterns().size());
        for (PatternEstimate pe : estimate.patterns()) {
            AccessPattern pattern = model.pattern(pe.patternId()).orElseThrow();
            templates.add(of(model, design, where, coLocations, containers, pattern, pe));
        }
        return templates;
    }

    private static QueryTemplate of(DataModel model, Design design, Locations where, CoLocations coLocations,
                                    ContainerSteps containers, AccessPattern pattern, PatternEstimate pe) {
        List<Request> requests = pe.requests();
        List<Operation> operations = new ArrayList<>(requests.size());
        if (pattern instanceof ReadPattern read) {
            ReadSteps steps = new ReadSteps(new ReadPlan(model, design, where, coLocations, requests, read));
            Map<String, Integer> firstOf = containers == null ? Map.of() : firstOf(read.includes(), new HashMap<>());
            for (int i = 0; i < requests.size(); i++) {
                operations.add(containers == null ? steps.operation(i) : containers.adapt(steps.operation(i), firstOf));
            }
            Map<String, Set<String>> arrays = where.arrayPaths(operations);
            return new QueryTemplate(pattern.id(), pattern.name(), false, inputs(operations), operations, false,
                    LookupPipeline.of(operations, arrays), arrays);
        }
        WriteSteps steps = new WriteSteps(model, design, where, requests, (WritePattern) pattern);
        for (int i = 0; i < requests.size(); i++) operations.add(inContainer(containers, steps.operation(i)));
        return new QueryTemplate(pattern.id(), pattern.name(), true, inputs(operations), operations, operations.size() > 1, null,
                where.arrayPaths(operations));
    }

    /** Per relationship, the first N children the read's includes take (the first include of each relationship). */
    private static Map<String, Integer> firstOf(List<Include> includes, Map<String, Integer> found) {
        for (Include inc : includes) {
            found.putIfAbsent(inc.relationship(), inc.limit());
            firstOf(inc.includes(), found);
        }
        return found;
    }

    /** The operation as it goes to its collection's container when the collection is co-located. */
    private static Operation inContainer(ContainerSteps containers, Operation op) {
        return containers == null ? op : containers.adapt(op);
    }

    /** The names of the application's inputs the operations use, in first use order. */
    private static List<String> inputs(List<Operation> operations) {
        Set<String> names = new LinkedHashSet<>();
        for (Operation op : operations) {
            collect(op.filter(), names);
            if (op.body() != null) collect(op.body(), names);
            for (Expr.Doc f : op.arrayFilters()) collect(f, names);
        }
        return List.copyOf(names);
    }

    private static void collect(Expr e, Set<String> names) {
        if (e instanceof Expr.Input in) names.add(in.path().get(0));
        else if (e instanceof Expr.Doc d) d.fields().values().forEach(v -> collect(v, names));
        else if (e instanceof Expr.Arr a) a.items().forEach(v -> collect(v, names));
    }
}
