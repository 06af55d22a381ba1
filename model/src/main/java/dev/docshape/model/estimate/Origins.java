package dev.docshape.model.estimate;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * When the instances at the top of a chain of dated creators came to be, as one sample has them (docs/counting-rules.md
 * "The first N by a date across parents", decision 0465): users each draw their date evenly over time, their posts are
 * dated after them, the posts' comments after those. The newest comments come from the few users created last, and a
 * sample has a handful of those, not a smooth tail: the expectation over a smooth tail counts a rare very late user
 * holding many of the newest, which a typical sample lacks, so the newest spread over more posts than it gives.
 * <p>
 * Origins an undated creator places ({@code Dating.placer}) draw no date of their own: each creator spreads its children
 * one in each slice of the time, so the latest are its last children ({@link #placed}, decision 0507).
 * <p>
 * With time as {@code s = −ln(1 − f)}, the {@value #ONE_BY_ONE} latest of {@code U} origins are taken one by one, as
 * {@link #drawn} samples of them; the earlier ones as the smooth spread {@code e^(−s)} up to {@code B = ln(U/K)}. An
 * instance g creations deep lies at its origin's time plus Gamma(g − 1). The estimate is the mean over the samples of
 * what each gives with its own cut.
 */
final class Origins {
    /** The latest origins taken one by one: beyond them the earlier ones hold too little of the newest to matter singly. */
    static final int ONE_BY_ONE = 32;
    /** Samples of the latest origins the estimate averages over: one sample's newest stray by 10 to 20 % from the mean. */
    static final int DRAWS = 64;
    private static final long SEED = 0x0465L;

    /** The times of the latest origins, one by one. */
    private final double[] latest;
    /** The share of all origins each of the latest is. */
    private final double weight;
    /** Where the smooth spread of the earlier origins ends. */
    private final double bound;
    /** The share of the smooth spread past {@link #bound}, taken by the latest: e^(−bound). */
    private final double tail;

    private Origins(double[] latest, double weight, double bound, double tail) {
        this.latest = latest;
        this.weight = weight;
        this.bound = bound;
        this.tail = tail;
    }

    /** Origins so many that their spread is smooth (or unknown): Gamma(g) for the instances g deep. */
    static Origins smooth() {
        return new Origins(new double[0], 0, Double.POSITIVE_INFINITY, 0);
    }

    /** {@link #placed} for origins nobody places: each draws its date over all the time, as the one child of a creator of its own. */
    static List<Origins> drawn(double count) {
        return placed(count, count);
    }

    /**
     * {@value #DRAWS} draws of {@code count} origins placed by {@code creators} instances that say nothing of when they
     * came to be, {@code m = count/creators} each, at their place among their creator's children ({@code Dating.placed}):
     * a creator's j-th latest child lies in its slice, at {@code 1 − f = (j − 1 + v)/m}, v its own draw. One smooth
     * spread when fewer than one or infinitely many.
     * <ul>
     *   <li>Creators at least {@value #ONE_BY_ONE}: the latest {@value #ONE_BY_ONE} are creators' last children, so many
     *       draws in the last slice: the k-th latest at {@code 1 − f = Γ_k/(m·Γ_(creators+1))}, Γ_k the sum of k draws of
     *       mean 1 (the order of even draws). Origins nobody places are the case m = 1 (decision 0465).</li>
     *   <li>Fewer: the latest are the creators' children in the last {@code ⌊}{@value #ONE_BY_ONE}{@code /creators⌋}
     *       slices, one a creator in each, taken one by one; the earlier ones, one a creator in each slice, as the smooth
     *       spread (decision 0507).</li>
     * </ul>
     * The latest draw is spread evenly over the draws' quantiles, the rest drawn from a fixed seed, so the estimate is the
     * same every time.
     */
    static List<Origins> placed(double count, double creators) {
        if (!(count >= 1) || Double.isInfinite(count)) return List.of(smooth());
        int single = (int) Math.min(ONE_BY_ONE, Math.floor(count));
        double placing = Math.max(1, Math.min(count, creators));
        if (placing < single) return inSlices(count, (int) Math.round(placing));
        double each = count / placing;
        List<Origins> drawn = new ArrayList<>(DRAWS);
        SplittableRandom random = new SplittableRandom(SEED);
        for (int d = 0; d < DRAWS; d++) {
            double[] sums = new double[single];
            double sum = -Math.log1p(-(d + 0.5) / DRAWS);
            for (int k = 0; k < single; k++) {
                if (k > 0) sum += -Math.log1p(-random.nextDouble());
                sums[k] = sum;
            }
            double all = each * (sum + placing + 1 - single);
            double[] latest = new double[single];
            for (int k = 0; k < single; k++) latest[k] = Math.log(all / sums[k]);
            drawn.add(new Origins(latest, 1 / count, Math.log(count / single), single / count));
        }
        return drawn;
    }

    /** {@link #placed} by fewer creators than {@value #ONE_BY_ONE}: their children in the last slices one by one. */
    private static List<Origins> inSlices(double count, int creators) {
        double each = count / creators;
        int slices = (int) Math.min(ONE_BY_ONE / creators, Math.floor(each));
        List<Origins> drawn = new ArrayList<>(DRAWS);
        SplittableRandom random = new SplittableRandom(SEED);
        for (int d = 0; d < DRAWS; d++) {
            double[] latest = new double[slices * creators];
            for (int slice = 0; slice < slices; slice++) {
                for (int c = 0; c < creators; c++) {
                    double v = slice == 0 && c == 0 ? 1 - (d + 0.5) / DRAWS : 1 - random.nextDouble();
                    latest[slice * creators + c] = Math.log(each / (slice + v));
                }
            }
            drawn.add(new Origins(latest, 1 / count, Math.log(each / slices), slices / each));
        }
        return drawn;
    }

    /** The share of the instances {@code generation} (at least 1) creations deep created before s. */
    double below(int generation, double s) {
        double below = gammaBelow(generation, s) - tail * gammaBelow(generation, s - bound);
        for (double at : latest) below += weight * gammaBelow(generation - 1, s - at);
        return below;
    }

    /** The share of the instances {@code generation} (at least 1) creations deep created at or after s: 1 − {@link #below}, kept exact for small shares. */
    double after(int generation, double s) {
        double after = gammaAfter(generation, s) - tail * gammaAfter(generation, s - bound);
        for (double at : latest) after += weight * gammaAfter(generation - 1, s - at);
        return after;
    }

    /** The density of the instances {@code generation} (at least 1) creations deep times e^s, summed from 0 to s. */
    double moment(int generation, double s) {
        double moment = power(generation, s) - power(generation, s - bound);
        for (double at : latest) moment += weight * Math.exp(at) * power(generation - 1, s - at);
        return moment;
    }

    /** P(Gamma(k) ≤ x), Gamma(0) all at 0. */
    private static double gammaBelow(int k, double x) {
        if (!(x > 0)) return 0;
        return k == 0 ? 1 : 1 - DateCut.poissonAtMost(k - 1, x);
    }

    /** P(Gamma(k) &gt; x), Gamma(0) all at 0. */
    private static double gammaAfter(int k, double x) {
        if (!(x > 0)) return 1;
        return k == 0 ? 0 : DateCut.poissonAtMost(k - 1, x);
    }

    /** {@code x^k / k!} for x &gt; 0, else 0: Gamma(k)'s density times e^x, summed from 0 to x. */
    private static double power(int k, double x) {
        if (!(x > 0)) return 0;
        double term = 1;
        for (int j = 1; j <= k; j++) term *= x / j;
        return term;
    }
}
