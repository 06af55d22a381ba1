package dev.docshape.app.cli;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import picocli.CommandLine.Option;

import java.io.PrintWriter;

/** {@code --json}: print JSON for scripts instead of text for people. */
final class JsonOption {

    @Option(names = "--json", description = "Print JSON instead of text.")
    boolean json;

    /** Prints {@code report} as indented JSON with {@code --json}, else {@code text} (which ends its own last line). */
    void print(PrintWriter out, Object report, String text) {
        out.print(json ? indented(report) + System.lineSeparator() : text);
    }

    private static String indented(Object report) {
        try {
            return new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT).writeValueAsString(report);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("could not write JSON", e);
        }
    }
}
