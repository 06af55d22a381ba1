package dev.docshape.app.ui.tasks;

import javafx.application.Platform;
import javafx.geometry.Rectangle2D;
import javafx.scene.Scene;
import javafx.scene.SnapshotParameters;

import java.util.ArrayDeque;
import java.util.Objects;
import java.util.Queue;
import java.util.concurrent.Executor;

/**
 * Where background work hands its results to the window while the window is still coming up: each result is
 * held until the window's first frame is on the screen, so a model read ahead (decision 0408) is built into the
 * canvas after the user sees the window, not before its first paint (decision 0432). The frame is painted on
 * JavaFX's render thread, which then queues its copy to the window on the JavaFX thread: a result handed over
 * before that copy would keep the window blank until the result is built. Held results then run one per pulse,
 * so one large result does not hold back the next frame as well; only the first frame is waited for with a
 * snapshot, because each snapshot makes JavaFX paint the whole scene again, and once the model is in, that is the
 * whole diagram. After that every result goes straight to the JavaFX thread.
 */
public final class FirstFrame implements Executor {
    private final Executor ui;
    private final Queue<Runnable> held = new ArrayDeque<>(); // guarded by this
    private boolean released; // guarded by this

    /** Holds results for {@code ui} (the JavaFX thread's queue) until {@link #releaseAfterFirstFrame} lets them go. */
    public FirstFrame(Executor ui) {
        this.ui = Objects.requireNonNull(ui, "ui");
    }

    @Override
    public void execute(Runnable result) {
        Objects.requireNonNull(result, "result");
        synchronized (this) {
            if (!released) {
                held.add(result);
                return;
            }
        }
        ui.execute(result);
    }

    /**
     * Lets the held results go once {@code scene}'s window has shown its first frame, then one per frame. Call it
     * on the JavaFX thread after the window is shown.
     */
    public void releaseAfterFirstFrame(Scene scene) {
        afterNextLayout(scene, () -> {
            waitUntilPainted(scene);
            // the render thread queued the frame's copy to the window when it finished painting: this runs after it
            ui.execute(() -> releaseNext(scene));
        });
    }

    private void releaseNext(Scene scene) {
        if (runNextHeld()) afterNextLayout(scene, () -> releaseNext(scene));
    }

    /** Runs {@code step} on the JavaFX thread after the next pulse has laid out {@code scene}. */
    private void afterNextLayout(Scene scene, Runnable step) {
        Runnable afterLayout = new Runnable() {
            @Override
            public void run() {
                Runnable listener = this;
                ui.execute(() -> {
                    scene.removePostLayoutPulseListener(listener); // not while the pulse goes through its listeners
                    step.run();
                });
            }
        };
        scene.addPostLayoutPulseListener(afterLayout);
        Platform.requestNextPulse();
    }

    /**
     * Returns once the render thread has painted the frame laid out last. JavaFX has no public call for that; a
     * snapshot waits for it before it renders (here one pixel of the window), so it is used for that wait.
     */
    private static void waitUntilPainted(Scene scene) {
        SnapshotParameters onePixel = new SnapshotParameters();
        onePixel.setViewport(new Rectangle2D(0, 0, 1, 1));
        scene.getRoot().snapshot(onePixel, null);
    }

    /** Runs the oldest held result; true when more are held, false once results go straight to the JavaFX thread. */
    private boolean runNextHeld() {
        Runnable next;
        boolean more;
        synchronized (this) {
            next = held.poll();
            more = !held.isEmpty();
            released = !more;
        }
        if (next != null) next.run();
        return more;
    }
}
