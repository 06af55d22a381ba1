package dev.docshape.app.analysis.preview;

import dev.docshape.model.estimate.CollectionEstimate;
import dev.docshape.model.profile.Profile;
import javafx.scene.control.TreeItem;

import java.util.Map;
import java.util.Objects;

/**
 * The example document of one collection, ready to show.
 *
 * @param revision   the analysis revision it was made from
 * @param collection the collection's name
 * @param json       the document as pretty-printed JSON text (what Copy copies)
 * @param tree       the same, as foldable lines
 * @param size       the collection's size estimate
 * @param profile    the profile the sizes are for
 * @param presences  the members only some instances hold, by place ({@link Presences}), marked in the tree
 */
public record Preview(long revision, String collection, String json, TreeItem<JsonLine> tree, CollectionEstimate size,
                      Profile profile, Map<String, Double> presences) {
    public Preview {
        Objects.requireNonNull(presences, "presences");
        Objects.requireNonNull(collection, "collection");
        Objects.requireNonNull(json, "json");
        Objects.requireNonNull(tree, "tree");
        Objects.requireNonNull(size, "size");
        Objects.requireNonNull(profile, "profile");
    }
}
