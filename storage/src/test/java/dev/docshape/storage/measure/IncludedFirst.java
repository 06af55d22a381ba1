package dev.docshape.storage.measure;

import dev.docshape.model.DataModel;
import dev.docshape.model.Relationship;
import dev.docshape.model.pattern.Include;
import dev.docshape.model.pattern.ReadPattern;
import dev.docshape.model.pattern.Selection;
import dev.docshape.storage.sample.SampleLinks;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;

/**
 * The children an include takes the first N of from the one root a read names by its id, for the counts asked about
 * them (a playlist's first 5 tracks, each with how many playlists hold it): exactly those are counted, no more than N,
 * each a child of that root in the sample (decision 0478, docs/counting-rules.md "Projections and counts on includes").
 */
public final class IncludedFirst {
    private IncludedFirst() {
    }

    /**
     * The include of {@code read} that takes the first N of its one root's children of {@code entity} and counts
     * {@code relationship} for each; null when the read names no one root or no such include takes a first N.
     */
    public static Include of(DataModel model, ReadPattern read, String entity, String relationship) {
        if (read.selection() != Selection.BY_ID) return null;
        for (Include i : read.includes()) {
            Relationship r = model.requireRelationship(i.relationship());
            if (i.limit() > 0 && r.parent().equals(read.entity()) && r.child().equals(entity) && i.counts().contains(relationship)) return i;
        }
        return null;
    }

    /**
     * What is wrong with the children {@code counted} for the root {@code rootIndex} under {@code include}: more than its
     * first N, or one the sample does not link to the root; empty when nothing is.
     */
    public static List<String> wrong(DataModel model, Include include, long rootIndex, Collection<String> counted,
                                     Map<String, Long> childIndex, SampleLinks links) {
        Relationship included = model.requireRelationship(include.relationship());
        int limit = include.limit();
        List<String> wrong = new ArrayList<>();
        if (counted.size() > limit) wrong.add(counted.size() + " " + included.child() + " counted, the first " + limit + " asked for");
        for (String id : counted) {
            Long child = childIndex.get(id);
            if (child == null || !links.linked(included.id(), rootIndex, child)) {
                wrong.add(included.child() + " " + id + " is not one of the root's " + included.name() + " in the sample");
            }
        }
        return wrong;
    }
}
