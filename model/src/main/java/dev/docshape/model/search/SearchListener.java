package dev.docshape.model.search;

import java.util.function.Consumer;

/** Hears how a design search is going: the best designs so far, at most every tenth of a second. */
@FunctionalInterface
public interface SearchListener {
    void progress(SearchProgress progress);

    /**
     * True when the listener shows the designs the search would propose ({@link SearchProgress#proposed()}, empty
     * otherwise): cleaning them takes up to a fifth of the search's time, spent only for a listener that shows them.
     */
    default boolean showsProposed() {
        return false;
    }

    /** A listener that shows the designs the search would propose as it goes. */
    static SearchListener showingProposed(Consumer<SearchProgress> listener) {
        return new SearchListener() {
            @Override
            public void progress(SearchProgress progress) {
                listener.accept(progress);
            }

            @Override
            public boolean showsProposed() {
                return true;
            }
        };
    }
}
