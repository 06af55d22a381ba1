package dev.docshape.app.cli;

import dev.docshape.app.text.NumberInput;
import picocli.CommandLine;
import picocli.CommandLine.TypeConversionException;

/**
 * Reads the command line's numeric options with the same rules as the designer's fields
 * ({@link NumberInput}: {@code 1,000} and {@code 1_000} are a thousand, {@code 1,5} is refused).
 */
final class NumberConverters {
    private NumberConverters() {
    }

    static CommandLine registerOn(CommandLine commandLine) {
        CommandLine.ITypeConverter<Double> decimal = text -> NumberInput.decimal(text).orElseThrow(
                () -> new TypeConversionException("'" + text + "' is not a number"));
        CommandLine.ITypeConverter<Long> whole = text -> NumberInput.whole(text).orElseThrow(
                () -> new TypeConversionException("'" + text + "' is not a whole number"));
        CommandLine.ITypeConverter<Integer> wholeInt = text -> {
            long value = whole.convert(text);
            if (value < Integer.MIN_VALUE || value > Integer.MAX_VALUE) {
                throw new TypeConversionException("'" + text + "' is too large");
            }
            return (int) value;
        };
        return commandLine.registerConverter(Double.class, decimal).registerConverter(double.class, decimal)
                .registerConverter(Long.class, whole).registerConverter(long.class, whole)
                .registerConverter(Integer.class, wholeInt).registerConverter(int.class, wholeInt);
    }
}
