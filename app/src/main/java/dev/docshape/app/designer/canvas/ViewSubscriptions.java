package dev.docshape.app.designer.canvas;

import javafx.util.Subscription;

/**
 * Everything a canvas view listens to outside itself (its view models, the cards at its ends),
 * ended together when the view leaves the canvas, so a deleted view is neither kept alive nor
 * updated by what outlives it (decision 0391).
 */
final class ViewSubscriptions {
    private Subscription all = Subscription.EMPTY;

    void add(Subscription subscription) {
        all = all.and(subscription);
    }

    void dispose() {
        all.unsubscribe();
        all = Subscription.EMPTY;
    }
}
