package dev.docshape.app.cli;

import dev.docshape.app.text.SearchWords;
import dev.docshape.model.search.Objective;

import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/** Reads {@code search --objective}: {@code round-trips}, {@code ru} or {@code bytes} (any case), or a metric's name. */
final class ObjectiveConverter implements ITypeConverter<Objective.Metric> {
    @Override
    public Objective.Metric convert(String value) {
        for (Objective.Metric m : Objective.Metric.values()) {
            if (SearchWords.word(m).equalsIgnoreCase(value) || m.name().equalsIgnoreCase(value)) return m;
        }
        throw new TypeConversionException("expected round-trips, ru or bytes, not '" + value + "'");
    }
}
