package dev.docshape.app.cli;

import dev.docshape.model.search.Objective;

/** The {@code search --objective} values. */
enum SearchObjectiveChoice {
    ROUND_TRIPS("round-trips", Objective.Metric.ROUND_TRIPS),
    RU("ru", Objective.Metric.REQUEST_UNITS),
    BYTES("bytes", Objective.Metric.BYTES);

    private final String word;
    private final Objective.Metric metric;

    SearchObjectiveChoice(String word, Objective.Metric metric) {
        this.word = word;
        this.metric = metric;
    }

    Objective.Metric metric() {
        return metric;
    }

    @Override
    public String toString() {
        return word;
    }

    /** Reads {@code round-trips}, {@code ru} or {@code bytes} (any case). */
    static final class Converter implements picocli.CommandLine.ITypeConverter<SearchObjectiveChoice> {
        @Override
        public SearchObjectiveChoice convert(String value) {
            for (SearchObjectiveChoice c : values()) {
                if (c.word.equalsIgnoreCase(value) || c.name().equalsIgnoreCase(value)) return c;
            }
            throw new picocli.CommandLine.TypeConversionException("expected round-trips, ru or bytes, not '" + value + "'");
        }
    }

    /** Unit of the metric per second, for text output. */
    static String unit(Objective.Metric metric) {
        return dev.docshape.app.text.SearchWords.unit(metric);
    }
}
