package dev.docshape.app.cli;

import dev.docshape.model.DefaultedMappings;
import dev.docshape.model.DataModel;
import dev.docshape.model.Design;

import java.io.PrintWriter;

/**
 * The line {@code estimate} and {@code measure} print under their figures where the design maps some relationships by
 * the rule-of-thumb default: the figures are those of the default's mappings (docs/file-format.md "design", decision 0546).
 */
final class DefaultsNote {
    private DefaultsNote() {
    }

    static void print(DataModel model, Design design, PrintWriter out) {
        String sentence = DefaultedMappings.of(model, design).sentence();
        if (sentence != null) out.println("note: " + sentence);
    }
}
