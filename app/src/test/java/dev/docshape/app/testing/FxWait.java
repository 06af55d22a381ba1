package dev.docshape.app.testing;

import org.testfx.util.WaitForAsyncUtils;

import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.BooleanSupplier;

/**
 * The one way the app's tests wait for something to be seen: until a condition, read on the JavaFX thread (where the
 * nodes it reads live), holds. No fixed sleeps; the bound only turns a fault into a failure instead of a hang.
 */
public final class FxWait {
    /** Generous: nine builds may share the machine's two cores. */
    private static final long SECONDS = 120;

    private FxWait() {
    }

    /** Waits until {@code condition} holds; fails naming {@code what} was awaited. */
    public static void until(String what, BooleanSupplier condition) {
        try {
            WaitForAsyncUtils.waitFor(SECONDS, TimeUnit.SECONDS, () -> WaitForAsyncUtils.asyncFx(condition::getAsBoolean).get());
        } catch (TimeoutException e) {
            throw new AssertionError("not seen within " + SECONDS + " s: " + what, e);
        }
    }
}
