package dev.docshape.model.projection;

import dev.docshape.model.DataModel;
import dev.docshape.model.Design;

import java.util.Objects;

/**
 * Turns a model and a design into the collections and document shapes the design produces.
 *
 * <pre>{@code
 * Projection p = Projector.project(project.model(), project.active());
 * for (CollectionShape c : p.collections()) System.out.println(ExampleDocument.render(c));
 * }</pre>
 *
 * <p>Rules (decision record 0010): an entity gets a collection of its own unless every
 * relationship in which it is the child houses it inside other documents (embed, bucket, subset
 * with bucketed rest); {@link Design#standalone()} entities always get one. Bucketed relationships
 * add a bucket collection, joining-document references a joining collection. The result is
 * deterministic: the same inputs give equal projections. Never throws for a consistent model;
 * relationships naming unknown entities and embedding cycles are reported in
 * {@link Projection#problems()}.
 */
public final class Projector {
    private Projector() {
    }

    public static Projection project(DataModel model, Design design) {
        Objects.requireNonNull(model, "model");
        Objects.requireNonNull(design, "design");
        return new ProjectionBuilder(model, design).build();
    }
}
