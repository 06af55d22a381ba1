package dev.docshape.app.analysis.search;

import dev.docshape.app.text.NumberInput;
import dev.docshape.model.profile.DatabaseKind;
import dev.docshape.model.profile.Profile;
import dev.docshape.model.search.Objective;
import dev.docshape.model.search.SearchConstraints;
import dev.docshape.model.search.SearchSettings;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableSet;

import java.time.Duration;
import java.util.OptionalDouble;
import java.util.OptionalLong;

/**
 * What the user asks the design search for, as typed: the objective (metric, read and write
 * weights), the relationships to keep, at most how many collections, the time budget, the seed and, optionally, at
 * most how many designs (the same seed and number give the same designs on any machine, decision 0229).
 * {@link #objective}, {@link #constraints} and {@link #settings} read it, refusing a bad value
 * with a message naming the field.
 */
public record SearchForm(ObjectProperty<Objective.Metric> metric, StringProperty readWeight, StringProperty writeWeight,
                         StringProperty maxCollections, StringProperty budget, StringProperty seed, ObservableSet<String> pinned,
                         StringProperty maxDesigns) {
    /** The restarts of the command line's default: the same seed and budget search the same way in both. */
    private static final int RESTARTS = 8;
    private static final double MAX_BUDGET_SECONDS = 3_600;

    /** A new form: no metric chosen yet, both weights 1, no limit on collections or designs, 10 seconds, seed 1, nothing pinned. */
    public SearchForm() {
        this(new SimpleObjectProperty<>(), new SimpleStringProperty("1"), new SimpleStringProperty("1"), new SimpleStringProperty(""),
                new SimpleStringProperty("10"), new SimpleStringProperty("1"), FXCollections.observableSet(), new SimpleStringProperty(""));
    }

    /** The metric a profile is billed in: request units under Cosmos DB, round trips under MongoDB. */
    public static Objective.Metric defaultMetric(Profile profile) {
        return profile.kind() == DatabaseKind.COSMOS ? Objective.Metric.REQUEST_UNITS : Objective.Metric.ROUND_TRIPS;
    }

    /** The metrics a search under the profile may minimise: request units only under Cosmos DB, which bills them. */
    public static java.util.List<Objective.Metric> metrics(Profile profile) {
        return java.util.Arrays.stream(Objective.Metric.values())
                .filter(m -> m != Objective.Metric.REQUEST_UNITS || profile.billsRequestUnits()).toList();
    }

    Objective objective() {
        double reads = weight(readWeight, "Read weight");
        double writes = weight(writeWeight, "Write weight");
        if (reads == 0 && writes == 0) throw new IllegalArgumentException("Read weight and write weight: at least one must be above 0");
        return new Objective(metric.get() == null ? Objective.Metric.ROUND_TRIPS : metric.get(), reads, writes);
    }

    SearchConstraints constraints() {
        return new SearchConstraints(pinned, (int) limit(maxCollections, "Most collections", Integer.MAX_VALUE));
    }

    SearchSettings settings() {
        OptionalDouble seconds = NumberInput.decimal(budget.get());
        if (seconds.isEmpty() || !(seconds.getAsDouble() > 0) || seconds.getAsDouble() > MAX_BUDGET_SECONDS) {
            throw new IllegalArgumentException("Time budget: seconds above 0 and at most an hour, not '" + budget.get() + "'");
        }
        OptionalLong s = NumberInput.whole(seed.get());
        if (s.isEmpty()) throw new IllegalArgumentException("Seed: a whole number, not '" + seed.get() + "'");
        long designs = limit(maxDesigns, "Stop after", Long.MAX_VALUE);
        return new SearchSettings(s.getAsLong(), Duration.ofMillis(Math.max(1, Math.round(seconds.getAsDouble() * 1000))), designs, RESTARTS);
    }

    /** The whole number above 0 typed, or 0 (no limit) when blank; refused naming the field. */
    private static long limit(StringProperty typed, String field, long max) {
        String text = typed.get() == null ? "" : typed.get().strip();
        if (text.isEmpty()) return 0;
        OptionalLong n = NumberInput.whole(text);
        if (n.isEmpty() || n.getAsLong() < 1 || n.getAsLong() > max) {
            throw new IllegalArgumentException(field + ": a whole number above 0, or blank for no limit, not '" + text + "'");
        }
        return n.getAsLong();
    }

    private static double weight(StringProperty typed, String field) {
        OptionalDouble w = NumberInput.nonNegative(typed.get());
        if (w.isEmpty()) throw new IllegalArgumentException(field + ": a number of 0 or more, not '" + typed.get() + "'");
        return w.getAsDouble();
    }
}
