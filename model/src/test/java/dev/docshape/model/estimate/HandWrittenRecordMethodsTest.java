package dev.docshape.model.estimate;

import dev.docshape.model.Design;
import dev.docshape.model.Project;
import dev.docshape.model.Relationship;
import dev.docshape.model.mapping.Bucket;
import dev.docshape.model.mapping.Embed;
import dev.docshape.model.mapping.ExtendedReference;
import dev.docshape.model.mapping.Holder;
import dev.docshape.model.mapping.Mapping;
import dev.docshape.model.mapping.Ordering;
import dev.docshape.model.mapping.Placement;
import dev.docshape.model.mapping.Reference;
import dev.docshape.model.mapping.Strategy;
import dev.docshape.model.mapping.Subset;
import dev.docshape.model.profile.Profile;
import dev.docshape.model.projection.ChildCounts;
import dev.docshape.model.projection.CollectionShape;
import dev.docshape.model.projection.DocumentShape;
import dev.docshape.model.projection.Occurrence;
import dev.docshape.model.projection.ShapeField;
import dev.docshape.model.synthetic.SyntheticModels;
import org.junit.jupiter.api.Test;

import java.lang.invoke.CallSite;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.RecordComponent;
import java.lang.runtime.ObjectMethods;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The records whose equals and hashCode are written by hand (decision 0487) answer exactly as the methods the compiler
 * would generate: the same equality and the same hash, so that hashed collections of them keep their order and the
 * search its answers. Checked against the generated methods themselves ({@link ObjectMethods}) on the values an
 * estimate of the synthetic model makes, and on copies that differ from them in one component at a time.
 */
class HandWrittenRecordMethodsTest {

    @Test
    void estimateValuesCompareAndHashAsTheGeneratedMethodsWould() throws Throwable {
        Map<Class<?>, List<Object>> samples = estimateValues();
        for (Class<?> type : List.of(Request.class, PatternEstimate.class, Intent.class, CollectionEstimate.class,
                CollectionShape.class, DocumentShape.class, ShapeField.class, Occurrence.class)) {
            assertTrue(samples.get(type).size() > 3, "too few " + type.getSimpleName() + " to compare");
            assertAgreeWithGenerated(type, samples.get(type));
        }
    }

    @Test
    void keysOfTheSessionAndTheBucketFillsCompareAndHashAsTheGeneratedMethodsWould() throws Throwable {
        List<Object> estimates = estimateValues().get(CollectionEstimate.class).subList(0, 3);
        assertAgreeWithGenerated(EstimateRun.Sized.class, List.of(new EstimateRun.Sized((CollectionEstimate) estimates.get(0), 120.5),
                new EstimateRun.Sized((CollectionEstimate) estimates.get(1), -0.0), new EstimateRun.Sized((CollectionEstimate) estimates.get(2), 0.0),
                new EstimateRun.Sized(null, Double.NaN)));
        Class<?> own = Class.forName(InputVersions.class.getName() + "$OwnCollections");
        assertAgreeWithGenerated(own, made(own, new Object[][]{{0, 0, 0}, {7, 0, -3}, {1, 2, 3}, {3, 2, 1}}));
        Class<?> mapping = Class.forName(InputVersions.class.getName() + "$MappingInput");
        assertAgreeWithGenerated(mapping, made(mapping, new Object[][]{{Mapping.embed(), 0, 0},
                {Mapping.reference(Placement.CHILD_HOLDS_PARENT_ID), 4, 0}, {null, 0, 9}, {Mapping.embed().withPrecomputedCount(true), 1, 1}}));
        Class<?> spread = Class.forName("dev.docshape.model.projection.BucketFill$Spread");
        List<Object> spreads = made(spread, new Object[][]{{0, 12.5, 40, 10}, {1, -0.0, null, 50}, {1, 0.0, 100, 50},
                {2, Double.NaN, 7, 1}});
        assertAgreeWithGenerated(spread, spreads);
        Class<?> newest = Class.forName("dev.docshape.model.projection.BucketFill$NewestRead");
        assertAgreeWithGenerated(newest, made(newest, new Object[][]{{spreads.get(0), 0, 0}, {spreads.get(1), 2, 0},
                {spreads.get(2), 2, 0}, {spreads.get(2), 0, 2}, {null, 1, 10}}));
        List<Object> counts = List.of(new ChildCounts(0, 14, 100, 0), new ChildCounts(0, 14, null, 0), new ChildCounts(1, -0.0, 5, 3),
                new ChildCounts(2, Double.NaN, 7, 1), new ChildCounts(2, 0.0, 7, 1));
        assertAgreeWithGenerated(ChildCounts.class, counts);
        Class<?> distinctIn = Class.forName("dev.docshape.model.projection.ChildCounts$DistinctIn");
        List<Object> figures = made(distinctIn, new Object[][]{{null, 50.0}, {null, -0.0}, {null, 0.0}, {null, Double.NaN}});
        assertAgreeWithGenerated(distinctIn, figures);
        Class<?> distinctHeld = Class.forName("dev.docshape.model.projection.ChildCounts$DistinctHeld");
        assertAgreeWithGenerated(distinctHeld, made(distinctHeld, new Object[][]{{1.0, 50.0}, {2.0, 50.0}, {-0.0, 0.0}, {Double.NaN, 3.0}}));
        Class<?> expectation = Class.forName("dev.docshape.model.projection.ChildCounts$Expectation");
        assertAgreeWithGenerated(expectation, made(expectation, new Object[][]{{counts.get(0), 1.0, 0.0, figures.get(0)},
                {counts.get(1), 2.0, 3.5, figures.get(0)}, {counts.get(0), -0.0, -0.0, figures.get(1)}, {null, 0.0, Double.NaN, null}}));
    }

    @Test
    void mappingsCompareAndHashAsTheGeneratedMethodsWould() throws Throwable {
        List<Object> orderings = List.of(new Ordering("createdAt", Ordering.Direction.DESCENDING),
                new Ordering("createdAt", Ordering.Direction.ASCENDING), new Ordering("title", Ordering.Direction.ASCENDING));
        assertAgreeWithGenerated(Ordering.class, orderings);
        List<Object> strategies = List.of(new Embed(), new Reference(Placement.CHILD_HOLDS_PARENT_ID, true),
                new Reference(Placement.CHILD_HOLDS_PARENT_ID, false), new Reference(Placement.IDS_ON_BOTH_SIDES, false),
                new Bucket(50), new Bucket(50, (Ordering) orderings.get(0)), new Bucket(20, (Ordering) orderings.get(1)),
                new Subset(10, Subset.Rest.REFERENCED, 1, (Ordering) orderings.get(0)), new Subset(10, Subset.Rest.BUCKETED, 50, (Ordering) orderings.get(0)),
                new Subset(5, Subset.Rest.BUCKETED, 50, (Ordering) orderings.get(2)),
                new ExtendedReference(Holder.CHILD, List.of("name")), new ExtendedReference(Holder.PARENT, List.of("name")),
                new ExtendedReference(Holder.CHILD, List.of("name", "email")));
        for (Class<?> type : List.of(Reference.class, Bucket.class, Subset.class, ExtendedReference.class)) {
            assertAgreeWithGenerated(type, strategies.stream().filter(type::isInstance).collect(Collectors.toList()));
        }
        assertAgreeWithGenerated(Embed.class, List.of(new Embed(), new Embed()));
        List<Object> mappings = new ArrayList<>();
        for (Object strategy : strategies) {
            mappings.add(new Mapping((Strategy) strategy, false));
            mappings.add(new Mapping((Strategy) strategy, true));
        }
        assertAgreeWithGenerated(Mapping.class, mappings);
    }

    /** Every value of these types an estimate of a few designs of the synthetic model holds, by type. */
    private static Map<Class<?>, List<Object>> estimateValues() {
        Project project = SyntheticModels.generate(40, 80, 20, 3);
        Design design = project.active();
        List<Design> designs = new ArrayList<>(List.of(design));
        List<Relationship> relationships = project.model().relationships();
        for (int k = 0; k < relationships.size(); k += 9) {
            design = design.withMapping(relationships.get(k).id(), Mapping.embed().withPrecomputedCount(k % 2 == 0));
            designs.add(design);
        }
        Map<Class<?>, List<Object>> values = new LinkedHashMap<>();
        for (Design d : designs) {
            for (Profile profile : List.of(Profile.cosmos(), Profile.mongodb())) {
                Estimate e = Estimator.estimate(project.model(), d, profile);
                for (PatternEstimate p : e.patterns()) {
                    add(values, p);
                    for (Request r : p.requests()) {
                        add(values, r);
                        if (r.intent() != null) add(values, r.intent());
                    }
                }
                e.collections().forEach(c -> add(values, c));
                e.projection().occurrences().forEach(o -> add(values, o));
                for (CollectionShape c : e.projection().collections()) {
                    add(values, c);
                    add(values, c.document());
                    addFields(values, c.document().fields());
                }
            }
        }
        // a few of each, of different kinds: the comparisons below are quadratic in them
        values.replaceAll((type, list) -> list.stream().distinct().limit(30).collect(Collectors.toList()));
        return values;
    }

    private static void addFields(Map<Class<?>, List<Object>> values, List<ShapeField> fields) {
        for (ShapeField f : fields) {
            add(values, f);
            addFields(values, f.children());
        }
    }

    private static void add(Map<Class<?>, List<Object>> values, Object value) {
        values.computeIfAbsent(value.getClass(), type -> new ArrayList<>()).add(value);
    }

    private static List<Object> made(Class<?> type, Object[][] arguments) throws ReflectiveOperationException {
        List<Object> made = new ArrayList<>();
        for (Object[] a : arguments) made.add(canonical(type).newInstance(a));
        return made;
    }

    /**
     * Compares the hand-written methods with the generated ones on the samples, on a copy of each (equal, another
     * object), and on copies of a sample with one component taken from the next sample.
     */
    private static void assertAgreeWithGenerated(Class<?> type, List<Object> samples) throws Throwable {
        RecordComponent[] components = type.getRecordComponents();
        MethodHandles.Lookup lookup = MethodHandles.privateLookupIn(type, MethodHandles.lookup());
        MethodHandle[] getters = new MethodHandle[components.length];
        for (int k = 0; k < components.length; k++) getters[k] = lookup.unreflect(components[k].getAccessor());
        String names = Arrays.stream(components).map(RecordComponent::getName).collect(Collectors.joining(";"));
        MethodHandle equals = ((CallSite) ObjectMethods.bootstrap(lookup, "equals",
                MethodType.methodType(boolean.class, type, Object.class), type, names, getters)).dynamicInvoker();
        MethodHandle hash = ((CallSite) ObjectMethods.bootstrap(lookup, "hashCode",
                MethodType.methodType(int.class, type), type, names, getters)).dynamicInvoker();

        List<Object> all = new ArrayList<>(samples);
        for (int s = 0; s < samples.size(); s++) {
            Object[] values = componentsOf(samples.get(s), getters);
            all.add(canonical(type).newInstance(values));
            Object[] next = componentsOf(samples.get((s + 1) % samples.size()), getters);
            for (int k = 0; k < components.length; k++) {
                Object[] mixed = values.clone();
                mixed[k] = next[k];
                try {
                    all.add(canonical(type).newInstance(mixed));
                } catch (InvocationTargetException refused) {
                    // the record's own checks refuse this mix: nothing to compare
                }
            }
        }
        for (Object a : all) {
            assertEquals((int) hash.invoke(a), a.hashCode(), () -> type.getSimpleName() + " hash of " + a);
            for (Object b : all) {
                assertEquals((boolean) equals.invoke(a, b), a.equals(b), () -> type.getSimpleName() + ": " + a + " against " + b);
            }
            assertEquals(false, a.equals(null), type.getSimpleName());
            assertEquals(false, a.equals("another type"), type.getSimpleName());
        }
    }

    private static Object[] componentsOf(Object value, MethodHandle[] getters) throws Throwable {
        Object[] values = new Object[getters.length];
        for (int k = 0; k < getters.length; k++) values[k] = getters[k].invoke(value);
        return values;
    }

    private static Constructor<?> canonical(Class<?> type) throws NoSuchMethodException {
        Class<?>[] types = Arrays.stream(type.getRecordComponents()).map(RecordComponent::getType).toArray(Class<?>[]::new);
        Constructor<?> constructor = type.getDeclaredConstructor(types);
        constructor.setAccessible(true);
        return constructor;
    }
}
