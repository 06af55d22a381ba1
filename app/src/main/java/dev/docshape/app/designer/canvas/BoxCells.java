package dev.docshape.app.designer.canvas;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.Consumer;

/**
 * The boxes of the label placer sorted into square cells, so a look-up reads only the cells a box
 * touches. An open-addressing table keyed by the cell's two indices, without boxing: a drag frame
 * on a large model does tens of thousands of look-ups (decision 0386).
 */
final class BoxCells {
    private static final int EMPTY_SLOT = -1;

    private final double cell;
    private long[] keys = new long[1024];
    private int[] slots = new int[1024];
    private final List<List<LabelPlacer.Box>> lists = new ArrayList<>();

    BoxCells(double cell) {
        this.cell = cell;
        Arrays.fill(slots, EMPTY_SLOT);
    }

    /** Adds {@code box} to every cell it touches. */
    void add(LabelPlacer.Box box) {
        long x1 = index(box.x() + box.w());
        long y1 = index(box.y() + box.h());
        for (long cx = index(box.x()); cx <= x1; cx++) {
            for (long cy = index(box.y()); cy <= y1; cy++) listFor(key(cx, cy)).add(box);
        }
    }

    /** Takes out {@code box}, the very instance added (another box of the same size and place stays). */
    void remove(LabelPlacer.Box box) {
        eachList(box, in -> {
            for (int i = 0, n = in.size(); i < n; i++) {
                if (in.get(i) == box) {
                    in.set(i, in.get(n - 1));
                    in.remove(n - 1);
                    return;
                }
            }
        });
    }

    /** Hands every added box that overlaps {@code box} to {@code to}; a box spanning several cells may come more than once. */
    void forEachOverlapping(LabelPlacer.Box box, Consumer<LabelPlacer.Box> to) {
        eachList(box, in -> {
            for (int i = 0, n = in.size(); i < n; i++) {
                if (box.overlap(in.get(i)) > 0) to.accept(in.get(i));
            }
        });
    }

    /**
     * Hands every added box that touches {@code box}, edges included, to {@code to}: a box of no height or width (a
     * piece of a level or upright line) touches without overlapping. One spanning several cells may come more than once.
     */
    void forEachTouching(LabelPlacer.Box box, Consumer<LabelPlacer.Box> to) {
        eachList(box, in -> {
            for (int i = 0, n = in.size(); i < n; i++) {
                LabelPlacer.Box o = in.get(i);
                if (o.x() <= box.x() + box.w() && box.x() <= o.x() + o.w() && o.y() <= box.y() + box.h() && box.y() <= o.y() + o.h()) {
                    to.accept(o);
                }
            }
        });
    }

    /** The lists of the cells {@code box} touches that hold any box. */
    private void eachList(LabelPlacer.Box box, Consumer<List<LabelPlacer.Box>> to) {
        long x1 = index(box.x() + box.w());
        long y1 = index(box.y() + box.h());
        for (long cx = index(box.x()); cx <= x1; cx++) {
            for (long cy = index(box.y()); cy <= y1; cy++) {
                List<LabelPlacer.Box> in = find(key(cx, cy));
                if (in != null) to.accept(in);
            }
        }
    }

    /** How much of {@code box} the boxes added so far cover, counted up to {@code enough} (then it stops looking). */
    double covered(LabelPlacer.Box box, double enough) {
        double sum = 0;
        long x1 = index(box.x() + box.w());
        long y1 = index(box.y() + box.h());
        for (long cx = index(box.x()); cx <= x1; cx++) {
            for (long cy = index(box.y()); cy <= y1; cy++) {
                List<LabelPlacer.Box> in = find(key(cx, cy));
                if (in == null) continue;
                for (int i = 0, n = in.size(); i < n; i++) {
                    sum += box.overlap(in.get(i));
                    if (sum >= enough) return sum;
                }
            }
        }
        return sum;
    }

    private long index(double v) {
        return (long) Math.floor(v / cell);
    }

    private static long key(long cx, long cy) {
        return (cx << 32) | (cy & 0xffffffffL);
    }

    private int probe(long key) {
        int mask = keys.length - 1;
        int i = (int) ((key * 0x9E3779B97F4A7C15L) >>> 40) & mask;
        while (slots[i] != EMPTY_SLOT && keys[i] != key) i = (i + 1) & mask;
        return i;
    }

    private List<LabelPlacer.Box> find(long key) {
        int slot = slots[probe(key)];
        return slot == EMPTY_SLOT ? null : lists.get(slot);
    }

    private List<LabelPlacer.Box> listFor(long key) {
        int i = probe(key);
        if (slots[i] != EMPTY_SLOT) return lists.get(slots[i]);
        if ((lists.size() + 1) * 2 > keys.length) {
            grow();
            i = probe(key);
        }
        List<LabelPlacer.Box> list = new ArrayList<>(4);
        keys[i] = key;
        slots[i] = lists.size();
        lists.add(list);
        return list;
    }

    private void grow() {
        long[] oldKeys = keys;
        int[] oldSlots = slots;
        keys = new long[oldKeys.length * 2];
        slots = new int[oldSlots.length * 2];
        Arrays.fill(slots, EMPTY_SLOT);
        for (int j = 0; j < oldKeys.length; j++) {
            if (oldSlots[j] == EMPTY_SLOT) continue;
            int i = probe(oldKeys[j]);
            keys[i] = oldKeys[j];
            slots[i] = oldSlots[j];
        }
    }
}
