package dev.docshape.model.projection;

/**
 * One projection run's collection builds, by what identifies a collection across runs: the
 * entity of an entity collection, the relationship of a bucket or joining collection (numbered as
 * in the {@link Topology}). Arrays rather than hashed keys: a session checks every collection of
 * the previous run on each call.
 */
final class Builds {
    final CollectionBuild[] entity;
    final CollectionBuild[] duplicate;
    final CollectionBuild[] bucket;
    final CollectionBuild[] join;

    Builds(Topology topology) {
        entity = new CollectionBuild[topology.entityIds.size()];
        duplicate = new CollectionBuild[topology.entityIds.size()];
        bucket = new CollectionBuild[topology.relationships.size()];
        join = new CollectionBuild[topology.relationships.size()];
    }

    /** No earlier builds. */
    static Builds none(Topology topology) {
        return new Builds(topology);
    }
}
