package dev.docshape.model.search;

/** Hears how a design search is going: the best designs so far, at most every tenth of a second. */
@FunctionalInterface
public interface SearchListener {
    void progress(SearchProgress progress);
}
