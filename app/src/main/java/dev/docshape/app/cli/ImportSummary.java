package dev.docshape.app.cli;

import dev.docshape.model.Entity;
import dev.docshape.model.Project;
import dev.docshape.storage.imports.infer.InferredSchema;
import dev.docshape.storage.imports.infer.RelationshipGuess;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

/** What an import made, for the terminal: entities with counts, guessed relationships with their evidence, warnings. */
final class ImportSummary {
    /** The most entities listed one per line; a larger import (a 1,000-table schema) lists the first of them and a count. */
    static final int LISTED_ENTITIES = 20;

    private final PrintWriter out;

    ImportSummary(PrintWriter out) {
        this.out = out;
    }

    void print(Project project, Path file, InferredSchema schema) {
        header(project, file);
        if (schema != null && !schema.guesses().isEmpty()) {
            out.println("Relationships found:");
            for (RelationshipGuess g : schema.guesses()) out.println("  " + printable(g.describe()));
        }
        if (schema != null) {
            for (String w : schema.warnings()) out.println("warning: " + printable(w));
        }
        out.flush();
    }

    void header(Project project, Path file) {
        out.println(String.format(Locale.ROOT, "Wrote %s: %d entities, %d relationships, designs: %s", file,
                project.model().entities().size(), project.model().relationships().size(),
                String.join(", ", project.designs().stream().map(d -> d.name()).toList())));
        List<Entity> entities = project.model().entities();
        int listed = entities.size() > LISTED_ENTITIES ? LISTED_ENTITIES / 2 : entities.size();
        for (Entity e : entities.subList(0, listed)) {
            out.println(String.format(Locale.ROOT, "  %s: %,d, %d fields", printable(e.name()), e.count(), e.fields().size()));
        }
        if (listed < entities.size()) {
            out.println(String.format(Locale.ROOT, "  ... and %,d more entities", entities.size() - listed));
        }
    }

    /** Names come from the imported files: control characters are shown escaped, never sent to the terminal. */
    static String printable(String text) {
        StringBuilder b = new StringBuilder(text.length());
        text.codePoints().forEach(c -> {
            if (Character.isISOControl(c) || c == 0x2028 || c == 0x2029) b.append(String.format(Locale.ROOT, "\\u%04x", c));
            else b.appendCodePoint(c);
        });
        return b.toString();
    }
}
