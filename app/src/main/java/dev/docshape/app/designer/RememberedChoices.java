package dev.docshape.app.designer;

import dev.docshape.app.designer.files.Settings;
import dev.docshape.storage.codegen.DocumentTypeLanguage;
import dev.docshape.storage.export.ExportPart;
import dev.docshape.storage.query.QueryLanguage;
import javafx.beans.property.ObjectProperty;

import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.function.Function;

/**
 * The panels' choices the window remembers between starts: the Queries tab's language, the last
 * export folder, the parts of the JSON templates exported last and the language application code was exported in last.
 */
final class RememberedChoices {
    static final String QUERY_LANGUAGE = "queries.language";
    static final String CODE_LANGUAGE = "export.codeLanguage";
    static final String EXPORT_FOLDER = "export.folder";
    static final String EXPORT_PARTS = "export.parts";

    private RememberedChoices() {
    }

    static void keep(Settings settings, AnalysisPanels panels) {
        keep(settings, QUERY_LANGUAGE, panels.queries().languageProperty(), QueryLanguage::byLabel, QueryLanguage::label);
        keep(settings, CODE_LANGUAGE, panels.export().codeLanguageProperty(), DocumentTypeLanguage::byLabel, DocumentTypeLanguage::label);
        keep(settings, EXPORT_FOLDER, panels.export().lastFolderProperty(), RememberedChoices::existingFolder, Path::toString);
        keep(settings, EXPORT_PARTS, panels.export().partsProperty(), ExportPart::parse, ExportPart::words);
    }

    /** Restores the remembered value (an unreadable one is forgotten) and remembers every change. */
    private static <T> void keep(Settings settings, String key, ObjectProperty<T> property, Function<String, T> parse,
                                 Function<T, String> format) {
        String remembered = settings.choice(key, "");
        if (!remembered.isEmpty()) {
            try {
                T value = parse.apply(remembered);
                if (value != null) property.set(value);
            } catch (IllegalArgumentException e) {
                // a value an older or newer version wrote: keep the default
            }
        }
        property.addListener((obs, old, now) -> {
            if (now != null) settings.setChoice(key, format.apply(now));
        });
    }

    private static Path existingFolder(String text) {
        try {
            Path folder = Path.of(text);
            return Files.isDirectory(folder) ? folder : null;
        } catch (InvalidPathException e) {
            return null;
        }
    }
}
