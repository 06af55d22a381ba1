package dev.docshape.app.designer;

import javafx.animation.PauseTransition;
import javafx.beans.Observable;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.util.Duration;

/**
 * The window's status message, as status bars of desktop tools keep it: news ("Automatic layout
 * applied") fades back to the hint after a few seconds; a problem (a refused value, in red) stays
 * longer; both go at the next change of the model and when another project is opened, so a
 * message never speaks of something that is no longer there.
 */
final class StatusLine {
    /** How long news stays. */
    static final Duration NEWS = Duration.seconds(8);
    /** How long a problem stays when nothing else happens. */
    static final Duration PROBLEM = Duration.seconds(30);

    private final String hint;
    private final ReadOnlyStringWrapper text;
    private final ReadOnlyBooleanWrapper warning = new ReadOnlyBooleanWrapper(this, "warning");
    private final PauseTransition fade = new PauseTransition();

    StatusLine(String hint) {
        this.hint = hint;
        this.text = new ReadOnlyStringWrapper(this, "text", hint);
        fade.setOnFinished(e -> clear());
    }

    /** Clears the message whenever one of {@code events} changes (an edit, another project). */
    StatusLine clearedBy(Observable... events) {
        for (Observable event : events) event.addListener(o -> clear());
        return this;
    }

    void inform(String message) {
        show(message, false, NEWS);
    }

    void warn(String message) {
        show(message, true, PROBLEM);
    }

    /** Work under way ("Opening blog.docshape…"): stays until the next message, a change or another project. */
    void working(String message) {
        fade.stop();
        warning.set(false);
        text.set(message);
    }

    /** Back to the hint. */
    void clear() {
        fade.stop();
        warning.set(false);
        text.set(hint);
    }

    private void show(String message, boolean problem, Duration stay) {
        warning.set(problem);
        text.set(message);
        fade.setDuration(stay);
        fade.playFromStart();
    }

    ReadOnlyStringProperty text() {
        return text.getReadOnlyProperty();
    }

    ReadOnlyBooleanProperty warning() {
        return warning.getReadOnlyProperty();
    }
}
