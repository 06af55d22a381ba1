package dev.docshape.app.designer.canvas;

import javafx.scene.Scene;

/**
 * One pulse listener kept on the scene a canvas part is in: added once per scene (a listener cannot be removed while
 * the scene runs its listeners, so it stays and decides itself whether there is work), moved when the scene changes.
 */
final class ScenePulseHook {
    private final Runnable onPulse;
    private final boolean beforeLayout;
    private Scene scene;

    /** {@code beforeLayout}: before the styles and layout of each pulse; else after its layout. */
    ScenePulseHook(Runnable onPulse, boolean beforeLayout) {
        this.onPulse = onPulse;
        this.beforeLayout = beforeLayout;
    }

    /** Listens to the pulses of {@code to} from now on. */
    void listenTo(Scene to) {
        if (scene == to) return;
        if (scene != null) {
            if (beforeLayout) scene.removePreLayoutPulseListener(onPulse);
            else scene.removePostLayoutPulseListener(onPulse);
        }
        scene = to;
        if (beforeLayout) to.addPreLayoutPulseListener(onPulse);
        else to.addPostLayoutPulseListener(onPulse);
    }
}
