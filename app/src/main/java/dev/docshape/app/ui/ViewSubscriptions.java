package dev.docshape.app.ui;

import javafx.beans.value.ObservableValue;
import javafx.util.Subscription;

import java.util.function.Function;

/**
 * Everything a view listens to outside itself (its view models, the cards at its ends, the selected
 * entity or relationship), ended together when the view goes, so a view is neither kept alive nor
 * updated by what outlives it (decision 0391). A view that shows whatever a value holds (an inspector
 * and the selection) follows it with {@link #follow}: what it listened to on the previous value ends
 * when the value changes (decision 0398).
 */
public final class ViewSubscriptions {
    private Subscription all = Subscription.EMPTY;

    public void add(Subscription subscription) {
        all = all.and(subscription);
    }

    /**
     * Subscribes with {@code subscribe} to what {@code current} holds now, and again to each value it
     * holds after, ending the subscriptions to the value before first. {@code subscribe} is given null
     * too (nothing selected: it lets go of what it showed and returns {@link Subscription#EMPTY}).
     * {@link #dispose} ends both the following and the subscriptions to the value held last.
     */
    public <T> void follow(ObservableValue<T> current, Function<? super T, Subscription> subscribe) {
        Subscription[] toCurrent = {Subscription.EMPTY};
        // subscribe(Consumer) runs at once with the value held now, then on every change
        Subscription following = current.subscribe(now -> {
            toCurrent[0].unsubscribe();
            toCurrent[0] = subscribe.apply(now);
        });
        add(following.and(() -> toCurrent[0].unsubscribe()));
    }

    public void dispose() {
        all.unsubscribe();
        all = Subscription.EMPTY;
    }
}
