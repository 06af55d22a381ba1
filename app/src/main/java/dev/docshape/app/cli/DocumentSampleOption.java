package dev.docshape.app.cli;

import picocli.CommandLine.Option;

import java.util.Locale;

/** {@code --sample N}: how many documents of each collection a command reads from MongoDB with {@code $sample}. */
final class DocumentSampleOption {

    @Option(names = "--sample", paramLabel = "N", defaultValue = "1000",
            description = "Documents sampled per collection with $sample (default: ${DEFAULT-VALUE}).")
    int sample;

    /** The number asked for, refused with one line when it is below 1 or above {@code max}. */
    int count(int max) {
        if (sample < 1 || sample > max) {
            throw new CliException(String.format(Locale.ROOT, "--sample must be between 1 and %,d, was %d", max, sample));
        }
        return sample;
    }
}
