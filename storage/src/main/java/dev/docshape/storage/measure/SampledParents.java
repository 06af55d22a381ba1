package dev.docshape.storage.measure;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.docshape.model.Entity;
import dev.docshape.model.Project;
import dev.docshape.model.mapping.Ordering;
import dev.docshape.model.projection.CollectionKind;
import dev.docshape.model.projection.CollectionShape;
import dev.docshape.model.projection.ShapeField;

import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.ToDoubleFunction;

/**
 * Which parents' documents the first N items of all by an order come from, beside the document holding each parent's
 * own first item by that order over every parent of the sample (docs/counting-rules.md "A skewed sample", decision
 * 0464). The estimate sizes the documents read at the model's average; the items of all parents taken by an order come
 * from a few parents, the same few on every run, so no number of runs evens out how far those parents' documents stray
 * from the average: where the difference lies within what that draw of parents gives, the sample is skewed, and the
 * note says by how much and from how many parents.
 *
 * @param collection        the collection holding the items (the parents' own documents, or their bucket documents)
 * @param parentEntity      the entity whose instances own those documents
 * @param read              the documents the first N sit in, each once
 * @param parentsRead       the distinct parents those documents belong to
 * @param eachParentsFirst  per parent of the sample holding items, the document that holds its first item by the order
 */
record SampledParents(String collection, String parentEntity, List<ObjectNode> read, int parentsRead,
                      List<ObjectNode> eachParentsFirst) {

    /** How the note begins, for tests that accept it as the cause of a difference in bytes. */
    static final String NOTE = "a skewed sample";

    SampledParents {
        read = List.copyOf(read);
        eachParentsFirst = List.copyOf(eachParentsFirst);
    }

    /**
     * The parents of {@code first} among {@code all}, the first of them by {@code order}, all kept in documents of
     * {@code collection}: a bucket document belongs to the parent whose id it holds, any other document to itself.
     */
    static SampledParents of(CollectionShape collection, List<Node> all, List<Node> first, Ordering order) {
        ShapeField parentId = collection.kind() == CollectionKind.BUCKET ? parentIdField(collection) : null;
        String parentEntity = parentId != null ? parentId.entity() : collection.rootEntity();
        Map<String, ObjectNode> read = new LinkedHashMap<>();
        Map<String, Boolean> parents = new LinkedHashMap<>();
        for (Node n : first) {
            read.putIfAbsent(Locator.idOf(n.document(), true), n.document());
            parents.put(ownerOf(n, parentId), true);
        }
        List<ObjectNode> firstOfEach = FirstBy.perKey(all, Node::object, n -> ownerOf(n, parentId), order, 1).stream()
                .map(Node::document).toList();
        return new SampledParents(collection.name(), parentEntity, List.copyOf(read.values()), parents.size(), firstOfEach);
    }

    private static ShapeField parentIdField(CollectionShape buckets) {
        for (ShapeField f : buckets.document().fields()) {
            if (f.kind() == ShapeField.Kind.SCALAR && f.role() == ShapeField.Role.REFERENCE) return f;
        }
        return null;
    }

    private static String ownerOf(Node n, ShapeField parentId) {
        return parentId == null ? Locator.idOf(n.document(), true) : n.document().path(parentId.name()).asText();
    }

    /**
     * How many standard errors of the mean of the parents read the estimate's bytes per document may lie from the measured
     * before the sample's draw of parents no longer explains it: as {@link OrderClustering#ORDER_DEVIATIONS}.
     */
    static final double DEVIATIONS = OrderClustering.ORDER_DEVIATIONS;

    /**
     * The note naming the skew, when the documents read average more than {@code tolerance} away from the estimate's
     * bytes per document and within {@link #DEVIATIONS} standard errors of it: a parent's document holding its first item
     * varies from parent to parent (a bucket's fill, a parent's number of children) by the spread this sample's parents
     * show, and the mean over the few parents read strays from the model's average by that spread over the root of their
     * number; null otherwise (then the draw does not explain the difference, and the report does not say it does).
     */
    String note(Project project, ToDoubleFunction<ObjectNode> size, double measuredPerDoc, double estimatedPerDoc, double tolerance) {
        if (read.isEmpty() || eachParentsFirst.size() < 2 || !(estimatedPerDoc > 0)) return null;
        if (!(Math.abs(measuredPerDoc - estimatedPerDoc) > tolerance * estimatedPerDoc)) return null;
        double average = average(eachParentsFirst, size);
        double spread = spread(eachParentsFirst, size, average);
        double standardError = spread / Math.sqrt(parentsRead);
        double deviations = standardError > 0 ? Math.abs(measuredPerDoc - estimatedPerDoc) / standardError : Double.POSITIVE_INFINITY;
        if (deviations > DEVIATIONS) return null;
        String parent = project.model().entity(parentEntity).map(Entity::name).orElse(parentEntity);
        return String.format(Locale.ROOT, "%s: the items read sit in %d documents of %s belonging to %d %s (sampled %d parents, of"
                        + " the sample's %d holding items), %.0f bytes on average against the estimate's %.0f (%+.0f %%); the"
                        + " document holding a %s's first item by the order varies from one %s to the next by %.0f bytes (standard"
                        + " deviation over the sample's %d, whose average is %.0f), so the mean of %d strays from the model's"
                        + " average by %.0f bytes as one standard error, and the estimate lies %.1f standard errors from it, within"
                        + " the %.0f the draw of parents gives", NOTE, read.size(), collection, parentsRead, parent, parentsRead, eachParentsFirst.size(),
                measuredPerDoc, estimatedPerDoc, 100 * (measuredPerDoc / estimatedPerDoc - 1), parent, parent, spread,
                eachParentsFirst.size(), average, parentsRead, standardError, deviations, DEVIATIONS);
    }

    /**
     * The note naming the whole number of further documents the draw reached, when bytes read differ from the estimate's
     * by more than {@code tolerance} and would agree with it had the sample reached as many as the estimate expects: the
     * items past each parent's first document lie in its older documents (a parent's full buckets before its partial
     * newest one), several times the size of a first, so one more or fewer of them moves the bytes far more than the
     * documents (docs/counting-rules.md "A skewed sample", decision 0481); null otherwise. {@code docsRead} and
     * {@code bytesRead} are the run's measured figures, {@code estimatedDocs} and {@code estimatedBytes} the estimate's.
     */
    String furtherNote(Project project, ToDoubleFunction<ObjectNode> size, double docsRead, double bytesRead, double estimatedDocs,
                       double estimatedBytes, double tolerance) {
        if (!(estimatedBytes > 0) || !(Math.abs(bytesRead - estimatedBytes) > tolerance * estimatedBytes)) return null;
        Set<String> firsts = new HashSet<>();
        for (ObjectNode d : eachParentsFirst) firsts.add(Locator.idOf(d, true));
        double firstBytes = 0, furtherBytes = 0;
        int firstCount = 0, furtherCount = 0;
        for (ObjectNode d : read) {
            if (firsts.contains(Locator.idOf(d, true))) {
                firstBytes += size.applyAsDouble(d);
                firstCount++;
            } else {
                furtherBytes += size.applyAsDouble(d);
                furtherCount++;
            }
        }
        double expectedFurther = estimatedDocs - firstCount;
        if (furtherCount == 0 || expectedFurther < 0 || firstBytes + furtherBytes <= 0) return null;
        // a count drawn around its mean strays by about its root: beyond three of those it is no draw
        if (Math.abs(furtherCount - expectedFurther) > DEVIATIONS * Math.sqrt(Math.max(1, expectedFurther))) return null;
        double furtherEach = furtherBytes / furtherCount;
        double scale = bytesRead / (firstBytes + furtherBytes);
        double asExpected = scale * (firstBytes + expectedFurther * furtherEach);
        // the draw of whole further documents explains the difference only where the estimate's number of them agrees
        if (Math.abs(asExpected - estimatedBytes) > tolerance * estimatedBytes) return null;
        String parent = project.model().entity(parentEntity).map(Entity::name).orElse(parentEntity);
        return String.format(Locale.ROOT, "%s: the items read sit in %d documents of %s holding a %s's first items by the order"
                        + " (sampled %d parents, of the sample's %d holding items), %.0f bytes on average, and %d further documents"
                        + " of %.0f bytes on average, where the estimate expects %.1f further; a sample reaches a whole number of them,"
                        + " and one more or fewer moves the bytes read by %.1f %%: with the estimate's %.1f they would be %.0f against"
                        + " the %.0f estimated (%+.1f %%)", NOTE, firstCount, collection, parent, parentsRead, eachParentsFirst.size(),
                scale * firstBytes / Math.max(1, firstCount), furtherCount, scale * furtherEach, expectedFurther,
                100 * scale * furtherEach / bytesRead, expectedFurther, asExpected, estimatedBytes,
                100 * (asExpected / estimatedBytes - 1));
    }

    private static double spread(List<ObjectNode> docs, ToDoubleFunction<ObjectNode> size, double average) {
        double squares = 0;
        for (ObjectNode d : docs) squares += Math.pow(size.applyAsDouble(d) - average, 2);
        return Math.sqrt(squares / (docs.size() - 1));
    }

    private static double average(List<ObjectNode> docs, ToDoubleFunction<ObjectNode> size) {
        double total = 0;
        for (ObjectNode d : docs) total += size.applyAsDouble(d);
        return total / docs.size();
    }
}
