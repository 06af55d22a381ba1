package dev.docshape.app.analysis;

import javafx.scene.input.KeyCombination;

import java.util.Locale;

/**
 * Every command of the analysis panels that a menu offers, in one place: label, shortcut and
 * tooltip. What each does and when it is enabled is bound in {@link AnalysisPanels}.
 */
public enum AnalysisAction {
    EXPORT_TEMPLATES("Export JSON Templates…", null,
            "Write each collection's template, JSON Schema and MongoDB validator, sample documents and a mongosh script"),
    EXPORT_DIAGRAMS("Export Diagrams…", null, "Write the entity and document diagrams of the design as SVG and PNG"),
    KEEP_SNAPSHOT("Keep Design as Snapshot…", "Shortcut+Shift+K", "Keep a copy of the design to compare with after changing mappings"),
    GENERATE_SAMPLE("Generate Sample Data", null, "Generate the design's sample data into the embedded store and measure the patterns"),
    COSMOS_PROFILE("Cosmos DB Profile", "Shortcut+Shift+P", "Estimate for Cosmos DB (on) or MongoDB (off)");

    private final String label;
    private final String accelerator;
    private final String tooltip;

    AnalysisAction(String label, String accelerator, String tooltip) {
        this.label = label;
        this.accelerator = accelerator;
        this.tooltip = tooltip;
    }

    public String label() {
        return label;
    }

    /** The shortcut, or null. */
    public KeyCombination accelerator() {
        return accelerator == null ? null : KeyCombination.valueOf(accelerator);
    }

    public String tooltip() {
        return tooltip;
    }

    /** A stable id for tests and CSS: {@code action-export-templates}. */
    public String nodeId() {
        return "action-" + name().toLowerCase(Locale.ROOT).replace('_', '-');
    }
}
