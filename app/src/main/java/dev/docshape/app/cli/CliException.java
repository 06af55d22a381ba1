package dev.docshape.app.cli;

import java.util.function.Function;

/** A failure to report as one line on stderr, with exit status {@link ExitCodes#USAGE}. */
public class CliException extends RuntimeException {
    public CliException(String message) {
        super(message);
    }

    public CliException(String message, Throwable cause) {
        super(message, cause);
    }

    /** The value of an option read by {@code parse}; a value it refuses is one line naming the option. */
    static <T> T parse(String option, Function<String, T> parse, String value) {
        try {
            return parse.apply(value);
        } catch (IllegalArgumentException e) {
            throw new CliException(option + ": " + e.getMessage(), e);
        }
    }
}
