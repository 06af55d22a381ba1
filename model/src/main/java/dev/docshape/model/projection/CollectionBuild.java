package dev.docshape.model.projection;

import java.util.List;
import java.util.Set;

/**
 * One collection's build and what it depended on, kept by {@link ProjectionSession} to reuse it.
 *
 * @param shape       the collection
 * @param occurrences the occurrences found while building it, in order
 * @param problems    the problems met while building it, in order
 * @param visited     entities whose relationships were read (a changed mapping there invalidates it)
 * @param entities    entities whose data or links the collection holds
 */
record CollectionBuild(CollectionShape shape, List<Occurrence> occurrences, List<String> problems, Set<String> visited,
                       Set<String> entities) {
}
