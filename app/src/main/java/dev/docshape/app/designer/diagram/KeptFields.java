package dev.docshape.app.designer.diagram;

import dev.docshape.model.DataModel;
import dev.docshape.model.Design;
import dev.docshape.model.Entity;
import dev.docshape.model.Relationship;
import dev.docshape.model.mapping.ExtendedReference;
import dev.docshape.model.mapping.Holder;
import dev.docshape.model.mapping.Mapping;
import dev.docshape.model.projection.Links;
import dev.docshape.model.projection.Naming;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What a design makes an entity's documents keep besides its own fields, as the canvas lists it
 * on the card: the copied fields of an extended reference (on the side that holds them) and a
 * pre-computed count of children (on the parent). Named as the documents name them.
 */
public final class KeptFields {
    private KeptFields() {
    }

    /** One kept field: its name in the document, a word for its kind, and what it is ({@code copy of Author.name}). */
    public record Line(String field, String kind, String what) {
    }

    /** The kept fields by entity id; entities that keep none are not in the map. */
    public static Map<String, List<Line>> of(DataModel model, Design design) {
        Map<String, Entity> byId = new HashMap<>();
        for (Entity e : model.entities()) byId.put(e.id(), e);
        Map<String, List<Line>> out = new LinkedHashMap<>();
        for (Relationship r : model.relationships()) {
            Entity parent = byId.get(r.parent());
            Entity child = byId.get(r.child());
            if (parent == null || child == null) continue; // dangling: the validator reports it
            Mapping m = design.mappingFor(r);
            if (m.strategy() instanceof ExtendedReference x) {
                boolean childHolds = x.holder() == Holder.CHILD;
                Entity holder = childHolds ? child : parent;
                Entity source = childHolds ? parent : child;
                String prefix = childHolds ? Links.inverseName(r, parent.name(), r.isManyToMany()) : r.name();
                for (String f : x.copiedFields()) {
                    add(out, holder, new Line(prefix + "." + f, "copy", "copy of " + source.name() + "." + f));
                }
            }
            if (m.precomputedCount()) {
                add(out, parent, new Line(Naming.countField(r.name()), "count",
                        "count of " + r.name() + " (" + child.name() + "), kept up to date on every change"));
            }
        }
        return out;
    }

    private static void add(Map<String, List<Line>> out, Entity holder, Line line) {
        out.computeIfAbsent(holder.id(), k -> new ArrayList<>()).add(line);
    }
}
