package dev.docshape.storage.measure;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.MissingNode;
import dev.docshape.model.Dating;
import dev.docshape.model.Entity;
import dev.docshape.model.Project;
import dev.docshape.model.ValueDomain;
import dev.docshape.model.mapping.Ordering;
import dev.docshape.model.pattern.ReadPattern;

import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * Whether the first N items of all by an order, items kept inside other documents, crowd into fewer of them than
 * an order unrelated to the document would put them in: the estimate assumes it unrelated (docs/counting-rules.md
 * "Items of all parents taken by an order"). Two things in the data break that assumption (decision 0394): a date
 * order, as children are dated after their parent, and a tie at the cut, as the store returns tied items in its own
 * order (by id), which follows the document holding them, not the value.
 *
 * @param items         the N items taken
 * @param containers    the documents they sit in
 * @param ifIndependent the documents N items picked at random from the same documents would sit in, on average
 * @param spread        the standard deviation of those documents over random picks
 * @param tie           the value the first N end on when items beyond them share it, else null
 */
record OrderClustering(int items, int containers, double ifIndependent, double spread, Tie tie) {

    /**
     * The first N end inside a group of items sharing one value: {@code taken} of the first N have it, {@code of} of
     * all items do, so which of them come first is the store's order, not the value; {@code stretch} items in the
     * store's order (by id) hold the {@code taken}, {@code total} items in all.
     */
    record Tie(String value, int taken, int of, int stretch, int total) {
        /**
         * How many standard deviations the stretch lies beyond where the estimate expects it, each item holding the tied
         * value with the chance {@code share}: the {@code taken}-th holder comes after {@code taken / share} items on
         * average, give or take {@code sqrt(taken (1 - share)) / share} (the items up to a given number of holders);
         * negative when the stretch is shorter.
         */
        double deviations(double share) {
            double spread = stretchSpread(share);
            return spread > 0 ? (stretch - expectedStretch(share)) / spread : 0;
        }

        double expectedStretch(double share) {
            return taken / share;
        }

        double stretchSpread(double share) {
            return Math.sqrt(taken * (1 - share)) / share;
        }

        /**
         * Whether the sample's draw of the tied value explains where the store's first tied items lie, with the figures:
         * a stretch within {@link #ORDER_DEVIATIONS} standard deviations of the expected one, longer when more documents
         * are read than estimated ({@code more}) and shorter when fewer, is the draw; on the other side the draw does not
         * explain the difference; beyond, the sample does not hold the value as often as the model says
         * (docs/counting-rules.md "Ties in an order").
         */
        String drawn(double share, String field, long values, boolean more) {
            double deviations = deviations(share);
            String figures = String.format(Locale.ROOT, "%d items of one of %d values of %s come from the first %.0f ± %.0f in the store's"
                            + " order, this sample's from the first %d, %.1f standard deviations %s (%d of %d hold %s = %s, %.0f ± %.0f expected)",
                    taken, values, field, expectedStretch(share), stretchSpread(share), stretch, Math.abs(deviations),
                    deviations >= 0 ? "beyond" : "short of", of, total, field, value, total * share, Math.sqrt(total * share * (1 - share)));
            if (Math.abs(deviations) > ORDER_DEVIATIONS) return "the store's first tied items lie " + TIE_NOT_DRAW + ": " + figures;
            if (deviations > 0 != more) return TIE_NOT_EXPLAINED + ": " + figures;
            return TIE_BY_DRAW + ": " + figures + "; the estimate counts the documents of the expected stretch";
        }
    }

    /** True when the items sit in fewer documents than a random pick would by more than {@code tolerance}. */
    boolean clusters(double tolerance) {
        return containers < ifIndependent * (1 - tolerance) && ifIndependent - containers > 0.5;
    }

    /** How a note that the sample's order clusters begins: a difference it explains has a cause in the data. */
    static final String NOTE = "the sample's order crowds the items into fewer documents";

    /**
     * How a note begins on a tie the estimate prices (docs/counting-rules.md "Ties in an order"): the order is not
     * taken as unrelated there, so the difference left is which documents the store holds first.
     */
    static final String PRICED_TIE = "the first items tie, as the estimate expects, and the store returns them in its own order";

    /**
     * How the part of a priced tie's note reads that puts the difference down to the sample's draw of the tied value: the
     * store's first tied items lie within {@link #ORDER_DEVIATIONS} standard deviations of where the estimate expects them
     * (docs/counting-rules.md "Ties in an order", decision 0416).
     */
    static final String TIE_BY_DRAW = "the difference is this sample's draw of the tied value";

    /** How the part of a priced tie's note reads when the stretch lies on the other side of the expected one than the documents. */
    static final String TIE_NOT_EXPLAINED = "the store's first tied items lie on the other side of where the estimate expects them"
            + " than the documents read, so the draw of the tied value does not explain the difference";

    /** How the part of a priced tie's note reads when the store's first tied items lie further than the draw gives. */
    static final String TIE_NOT_DRAW = "further than the draw of the tied value gives";

    /** How a note begins that puts the difference down to the draw: the order is not shown to crowd the items. */
    static final String CHANCE = "the difference is within what chance gives a sample of this size";

    /**
     * How many standard deviations below a random pick the containers must lie before the order, not chance, is named
     * as the cause (decision 0395; docs/counting-rules.md "Items of all parents taken by an order"): with a spread near
     * normal, about one random pick in 740 lies that low.
     */
    static final double ORDER_DEVIATIONS = 3;

    /** True when the items lie so far below a random pick that the order, not the draw, crowds them. */
    boolean orderCrowds() {
        return deviations() > ORDER_DEVIATIONS;
    }

    /** How many standard deviations below a random pick the containers lie; infinite when every pick gives the same. */
    double deviations() {
        double below = ifIndependent - containers;
        if (spread > 0) return below / spread;
        return below > 0.5 ? Double.POSITIVE_INFINITY : 0;
    }

    /**
     * The note explaining documents read below the estimate when the items sit in fewer documents than a random pick,
     * else null. Beyond {@link #ORDER_DEVIATIONS} the order is the cause: "the first 50 Comment by createdAt sit in 36
     * documents of Issue; the estimate assumes the order independent of the document holding them: 47.8 (50 picked at
     * random from the sample: 47.8 ± 1.4)"; within them the draw is: "... sit in 45 documents of Buyer, 2.3 standard
     * deviations below 100 picked at random from the sample (51.3 ± 2.8) ...".
     */
    String note(Project project, Locator locator, ReadPattern p, double docsRead, double estimated) {
        if (!clusters(MeasureReport.TOLERANCE) || !(Math.abs(docsRead - estimated) > MeasureReport.TOLERANCE * estimated)) return null;
        Entity entity = project.model().entity(p.entity()).orElse(null);
        String item = entity == null ? p.entity() : entity.name();
        String collection = locator.home(p.entity()).collection();
        ValueDomain domain = tie == null || entity == null ? null : ValueDomain.of(entity, p.order().field());
        if (domain != null) {
            return String.format(Locale.ROOT, "%s (by id), which follows the document holding them: the first %d %s by %s tie at %s = %s"
                            + " with %d in all and come from the first %d of the %d items in the store's order, which sit in %d documents of %s;"
                            + " the estimate prices the tie as consecutive items of the model's average documents: %.1f (%d picked at random: %.1f); %s",
                    PRICED_TIE, items, item, p.order().field(), p.order().field(), tie.value(), tie.of(), tie.stretch(), tie.total(),
                    containers, collection, estimated, items, ifIndependent,
                    tie.drawn(domain.tiedShare(), p.order().field(), domain.values(), docsRead > estimated));
        }
        if (!orderCrowds()) {
            return String.format(Locale.ROOT, "%s: the first %d %s by %s sit in %d documents of %s, %.1f standard deviations below"
                            + " %d picked at random from the sample (%.1f ± %.1f); only beyond %.0f is the order taken to crowd them,"
                            + " and the estimate, which takes it as independent of the document holding them, says %.1f",
                    CHANCE, items, item, p.order().field(), containers, collection, deviations(), items, ifIndependent, spread,
                    ORDER_DEVIATIONS, estimated);
        }
        // a date of the items' own dates each after its parent: the estimate prices that, and the rest is the sample's draw (decision 0449)
        boolean dated = entity != null && entity.field(p.order().field()).map(Dating::datesItself).orElse(false);
        String assumed = dated ? "the estimate dates each after its parent, the " + (p.order().descending() ? "newest" : "oldest")
                + " in the " + (p.order().descending() ? "last" : "first") + " documents of the parents created "
                + (p.order().descending() ? "last" : "first") + ", and which those are is one draw of the sample"
                : "the estimate assumes the order independent of the document holding them";
        String note = String.format(Locale.ROOT, "%s: the first %d %s by %s sit in %d documents of %s; %s: %.1f"
                        + " (%d picked at random from the sample: %.1f ± %.1f)",
                NOTE, items, item, p.order().field(), containers, collection, assumed, estimated, items, ifIndependent, spread);
        if (tie == null) return note;
        return note + String.format(Locale.ROOT, "; %d of them tie at %s = %s with %d %s in all, and a store returns tied items"
                + " in its own order (by id), which follows the document holding them", tie.taken(), p.order().field(), tie.value(), tie.of(), item);
    }

    /**
     * The clustering of {@code first} among {@code all}, the first of them by {@code order}, every item with the
     * document it sits in; documents and items known by their ids, as a read in several requests may bring a document
     * more than once.
     */
    static OrderClustering of(List<Node> all, List<Node> first, Ordering order) {
        Map<String, String> documentOf = new HashMap<>();
        for (Node n : all) documentOf.put(n.id(), Locator.idOf(n.document(), true));
        Map<String, Integer> fill = new HashMap<>();
        for (String document : documentOf.values()) fill.merge(document, 1, Integer::sum);
        Set<String> taken = new HashSet<>();
        for (Node n : first) taken.add(documentOf.get(n.id()));
        // documents of each fill, so the expectation costs the distinct fills, not the documents
        Map<Integer, Integer> byFill = new TreeMap<>();
        for (int s : fill.values()) byFill.merge(s, 1, Integer::sum);
        int total = documentOf.size();
        return new OrderClustering(first.size(), taken.size(), expected(byFill, total, first.size()), spread(byFill, total, first.size()),
                tie(all, first, order));
    }

    /** The tie the first N end in, or null when the last of them has a value of its own among the rest. */
    private static Tie tie(List<Node> all, List<Node> first, Ordering order) {
        if (first.isEmpty()) return null;
        JsonNode last = valueOf(first.get(first.size() - 1), order);
        if (last.isMissingNode() || last.isNull()) return null;
        Set<String> taken = sharing(first, last, order);
        Set<String> of = sharing(all, last, order);
        return of.size() > taken.size() ? new Tie(last.asText(), taken.size(), of.size(), stretch(all, taken), all.size()) : null;
    }

    /** How many of {@code all} come up to the last of {@code taken} in the store's order of ties, by id (as {@link FirstBy}). */
    private static int stretch(List<Node> all, Set<String> taken) {
        String last = "";
        for (String id : taken) if (id.compareTo(last) > 0) last = id;
        int stretch = 0;
        for (Node n : all) if (n.id().compareTo(last) <= 0) stretch++;
        return stretch;
    }

    private static Set<String> sharing(List<Node> nodes, JsonNode value, Ordering order) {
        Set<String> ids = new HashSet<>();
        for (Node n : nodes) if (FirstBy.compareValues(valueOf(n, order), value) == 0) ids.add(n.id());
        return ids;
    }

    private static JsonNode valueOf(Node n, Ordering order) {
        return n.loaded() ? n.object().path(order.field()) : MissingNode.getInstance();
    }

    /**
     * The standard deviation of the documents holding at least one of {@code n} of {@code total} items picked at random:
     * the variance of a sum of "holds one" indicators, per document its own {@code m (1 - m)} ({@code m} the chance it
     * holds none) and per pair of documents {@code m(both) - m m'}, which is negative (a pick in one is not in the other).
     */
    static double spread(Map<Integer, Integer> documentsByFill, int total, int n) {
        int most = 0;
        for (int s : documentsByFill.keySet()) most = Math.max(most, s);
        // the chance of missing s items, for every s a document or a pair of them holds, worked out once
        double[] missed = new double[2 * most + 1];
        for (int s = 0; s < missed.length; s++) missed[s] = missed(s, total, n);
        double variance = 0;
        for (Map.Entry<Integer, Integer> a : documentsByFill.entrySet()) {
            double ma = missed[a.getKey()];
            variance += a.getValue() * ma * (1 - ma);
            for (Map.Entry<Integer, Integer> b : documentsByFill.entrySet()) {
                double pairs = (double) a.getValue() * (a.getKey().equals(b.getKey()) ? a.getValue() - 1 : b.getValue());
                variance += pairs * (missed[a.getKey() + b.getKey()] - ma * missed[b.getKey()]);
            }
        }
        return Math.sqrt(Math.max(0, variance));
    }

    /** The chance that none of {@code n} of {@code total} items picked at random is one of {@code s} given ones. */
    private static double missed(int s, int total, int n) {
        double missed = 1;
        for (int i = 0; i < n && missed > 0; i++) missed *= Math.max(0, total - s - i) / (double) (total - i);
        return missed;
    }

    /**
     * The documents holding at least one of {@code n} of {@code total} items picked at random: per document of
     * {@code s} items, one less the chance {@code C(total - s, n) / C(total, n)} that it holds none of them.
     */
    static double expected(Map<Integer, Integer> documentsByFill, int total, int n) {
        double hit = 0;
        for (Map.Entry<Integer, Integer> e : documentsByFill.entrySet()) hit += e.getValue() * (1 - missed(e.getKey(), total, n));
        return hit;
    }
}
