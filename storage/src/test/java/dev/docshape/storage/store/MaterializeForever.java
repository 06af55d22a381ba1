package dev.docshape.storage.store;

import java.nio.file.Path;

/**
 * The child process of {@link CrashSafetyTest}: re-materializes the store with seed after seed
 * until it is killed, telling its parent on standard output where it is.
 */
public final class MaterializeForever {
    private MaterializeForever() {
    }

    public static void main(String[] args) {
        Path file = Path.of(args[0]);
        int scale = Integer.parseInt(args[1]);
        long seed = Long.parseLong(args[2]);
        try (SampleStore store = SampleStore.open(file, TwoLayouts.PROJECT)) {
            System.out.println("ready");
            System.out.flush();
            for (; ; seed++) {
                long current = seed;
                long total = TwoLayouts.total(current, scale);
                boolean[] halfway = {false};
                store.materialize(TwoLayouts.metadata(current), TwoLayouts.layout(current), TwoLayouts.producer(current, scale),
                        total, (phase, done, all) -> {
                            if (!halfway[0] && phase.equals("writing documents") && done * 2 >= total) {
                                halfway[0] = true;
                                System.out.println("halfway " + current);
                                System.out.flush();
                            }
                        });
                System.out.println("committed " + current);
                System.out.flush();
            }
        }
    }
}
