package dev.docshape.app.designer;

import dev.docshape.app.designer.files.Settings;
import dev.docshape.storage.codegen.DocumentTypeLanguage;
import dev.docshape.storage.export.ExportPart;
import dev.docshape.storage.query.QueryLanguage;
import javafx.beans.property.ObjectProperty;
import javafx.scene.control.TabPane;

import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.function.Function;

/**
 * The panels' choices the window remembers between starts: the side panel's tab shown last, the Queries tab's
 * language, the last export folder, the parts of the JSON templates exported last and the language application code
 * was exported in last.
 */
final class RememberedChoices {
    static final String QUERY_LANGUAGE = "queries.language";
    static final String CODE_LANGUAGE = "export.codeLanguage";
    static final String EXPORT_FOLDER = "export.folder";
    static final String EXPORT_PARTS = "export.parts";
    static final String SIDE_TAB = "side.tab";

    private RememberedChoices() {
    }

    static void keep(Settings settings, AnalysisPanels panels, TabPane sideTabs) {
        keepTab(settings, sideTabs);
        keep(settings, QUERY_LANGUAGE, panels.queries().languageProperty(), QueryLanguage::byLabel, QueryLanguage::label);
        keep(settings, CODE_LANGUAGE, panels.export().codeLanguageProperty(), DocumentTypeLanguage::byLabel, DocumentTypeLanguage::label);
        keep(settings, EXPORT_FOLDER, panels.export().lastFolderProperty(), RememberedChoices::existingFolder, Path::toString);
        keep(settings, EXPORT_PARTS, panels.export().partsProperty(), ExportPart::parse, ExportPart::words);
    }

    /** Shows the tab shown when the window was last closed (by its id), and remembers every other the user picks. */
    private static void keepTab(Settings settings, TabPane tabs) {
        String remembered = settings.choice(SIDE_TAB, "");
        tabs.getTabs().stream().filter(tab -> remembered.equals(tab.getId())).findFirst()
                .ifPresent(tab -> tabs.getSelectionModel().select(tab));
        tabs.getSelectionModel().selectedItemProperty().addListener((obs, old, now) -> {
            if (now != null && now.getId() != null) settings.setChoice(SIDE_TAB, now.getId());
        });
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
