package dev.docshape.app.designer.actions;

import javafx.scene.input.KeyCombination;

/**
 * Every command of the designer window, in one place, the analysis panels' commands included:
 * its label, its shortcut, its tooltip, its toolbar icon and whether it is an on/off switch.
 * Menus, the toolbar and context menus are all built from this list ({@link ActionViews}); what
 * each command does and when it is enabled is bound in {@link ActionRegistry}. A new command is
 * one line here, one {@code bind} where its view model lives, and its place in a menu. A command
 * a panel, the inspector or the start page shows as a button of its own also names that button
 * (its id and short text), and the view gets it from {@link ActionViews#panelButton} (decision
 * 0291), or for a row's command from {@link ActionViews#rowButton} (decision 0293). A tool window's
 * own commands (the import wizard's) are shown there only, by {@link ActionViews#windowButton}
 * (decision 0292).
 */
public enum DesignerAction {
    NEW("New", "Shortcut+N", "Start a new, blank model", Icons.NEW, button("welcome-blank", "Blank model")),
    OPEN("Open…", "Shortcut+O", "Open a project file", Icons.OPEN, button("welcome-open", "Open a file…")),
    EXAMPLES("Examples…", null, "Show the start page with the seed examples S1-S8", null),
    CLOSE_START_PAGE("Close Start Page", null, "Close the start page and keep the current model (Esc)", null, button("welcome-close", "✕")),
    SAVE("Save", "Shortcut+S", "Save the project", Icons.SAVE),
    SAVE_AS("Save As…", "Shortcut+Shift+S", "Save the project in a new file", null),
    CLOSE("Close", "Shortcut+W", "Close the project (asking to save unsaved changes) and return to the start page", null),
    IMPORT_SQL("SQL Schema…", null, "Make a new model from a relational schema: a CREATE TABLE script", null),
    IMPORT_JSON("JSON Documents…", null, "Make a new model from JSON documents: NDJSON, JSON arrays or mongoexport files", null),
    IMPORT_MONGODB("MongoDB Database…", null, "Make a new model by sampling the collections of a MongoDB database", null),
    QUIT("Quit", "Shortcut+Q", "Close the designer", null),

    UNDO("Undo", "Shortcut+Z", "Undo the last change", Icons.UNDO),
    REDO("Redo", "Shortcut+Shift+Z", "Redo the change undone last (also Ctrl+Y)", Icons.REDO),
    CUT("Cut", "Shortcut+X", "Cut the selected entities", null),
    COPY("Copy", "Shortcut+C", "Copy the selected entities", null),
    PASTE("Paste", "Shortcut+V", "Paste the entities copied last", null),
    DUPLICATE("Duplicate", "Shortcut+D", "Duplicate the selected entities", Icons.DUPLICATE),
    DELETE("Delete", "Delete", "Delete the selection", Icons.DELETE),
    SELECT_ALL("Select All", "Shortcut+A", "Select every entity and note", null),
    RENAME("Rename", "F2", "Rename the selected entity or relationship, or edit the selected note's text", null),
    FIND_ENTITY("Find Entity…", "Shortcut+F", "Find an entity by name, select it and centre it in the view", null),

    NEW_ENTITY("New Entity", "Shortcut+E", "Add an entity (or double-click empty canvas)", Icons.NEW_ENTITY),
    NEW_NOTE("New Note", "Shortcut+Shift+N", "Add a note (free text) to the canvas; saved with the project, exported nowhere", null),
    ADD_FIELD("Add Field", "Shortcut+Shift+E", "Add a field to the selected entity", Icons.ADD_FIELD, button("inspector-add-field", "Add field")),
    CONNECT("Connect", "Shortcut+L",
            "Add a relationship from the first selected entity to the second (or drag from an entity's handle)", Icons.CONNECT),
    FLIP("Embed / Reference", "Shortcut+M",
            "Flip the selected relationship between embedded and referenced (or click its badge)", Icons.FLIP),
    RENAME_FIELD("Rename field", null, "Rename the field last clicked on the canvas", null),
    CHANGE_FIELD_TYPE("Change type", null, "Change the type of the field last clicked on the canvas", null, Kind.CHOICE),
    MOVE_FIELD_UP("Move up", "Shortcut+Shift+Up", "Move the field one place up", null, Kind.ROW, button("inspector-field-up", "▲")),
    MOVE_FIELD_DOWN("Move down", "Shortcut+Shift+Down", "Move the field one place down", null, Kind.ROW,
            button("inspector-field-down", "▼")),
    REMOVE_FIELD("Remove field", "Shortcut+Shift+Delete", "Remove the field", null, Kind.ROW, button("inspector-field-remove", "✕")),
    AUTO_LAYOUT("Automatic Layout", "Shortcut+Shift+L", "Arrange the entities automatically (one undoable step)", Icons.LAYOUT),
    ALIGN_LEFT("Align Left Edges", "Alt+A", "Line up the left edges of the selected entities and notes", null),
    ALIGN_CENTRE("Align Centres", "Alt+H", "Line up the selected entities and notes on one vertical line through their centres", null),
    ALIGN_RIGHT("Align Right Edges", "Alt+D", "Line up the right edges of the selected entities and notes", null),
    ALIGN_TOP("Align Tops", "Alt+W", "Line up the tops of the selected entities and notes", null),
    ALIGN_MIDDLE("Align Middles", "Alt+V", "Line up the selected entities and notes on one horizontal line through their middles", null),
    ALIGN_BOTTOM("Align Bottoms", "Alt+S", "Line up the bottoms of the selected entities and notes", null),
    DISTRIBUTE_ACROSS("Distribute Horizontally", "Alt+Shift+H", "Space three or more selected entities and notes evenly from left to right", null),
    DISTRIBUTE_DOWN("Distribute Vertically", "Alt+Shift+V", "Space three or more selected entities and notes evenly from top to bottom", null),

    ZOOM_IN("Zoom In", "Shortcut+Equals", "Zoom in (or Ctrl+wheel)", Icons.ZOOM_IN),
    ZOOM_OUT("Zoom Out", "Shortcut+Minus", "Zoom out (or Ctrl+wheel)", Icons.ZOOM_OUT),
    ZOOM_RESET("Actual Size", "Shortcut+0", "Zoom to 100 %", null),
    FIT("Fit to Window", "Shortcut+Shift+F", "Zoom and pan so that the whole model is visible", Icons.FIT),
    SNAP("Snap to Grid", "Shortcut+Shift+G", "Align moved entities to the grid", Icons.GRID, Kind.TOGGLE),
    MINIMAP("Overview", "Shortcut+Shift+O", "Show the overview of the whole model in the corner", null, Kind.TOGGLE),
    DARK_THEME("Dark Theme", "Shortcut+Shift+T", "Switch between the light and the dark theme", Icons.THEME, Kind.TOGGLE),
    WIDE_SIDE_PANEL("Wide Side Panel", "Shortcut+Shift+W", "Widen the side panel to half the window, and back", null,
            Kind.TOGGLE),

    KEEP_SNAPSHOT("Keep Design as Snapshot…", "Shortcut+Shift+K", "Keep a copy of the design to compare with after changing mappings",
            null, button("compare-keep", "Keep as Snapshot…")),
    FIND_BETTER_DESIGNS("Find Better Designs…", null,
            "Search the mappings of every relationship for designs that cost less for the workload", null),
    GENERATE_SAMPLE("Generate Sample Data", null, "Generate the design's sample data into the embedded store and measure the patterns",
            null, button("sample-generate", "Generate")),
    RUN_ON_MONGODB("Run on MongoDB…", null,
            "Push the design with its sample data into a MongoDB database, then measure every access pattern there", null),
    EXPORT_TEMPLATES("JSON Templates…", null,
            "Write the parts you tick: JSON Schemas, MongoDB validators and a mongosh script, sample documents, Cosmos DB indexing policies",
            null),
    EXPORT_DIAGRAMS("Diagrams…", null, "Write the entity and document diagrams of the design as SVG and PNG", null),
    COPY_DOCUMENT("Copy Document", null, "Copy the preview's document as JSON (Ctrl+C in the preview)", null, button("preview-copy", "Copy")),
    EXPORT_CODE("Application Code…", null,
            "Write the design's collections as Mongoose schemas, TypeScript types, Java records or Pydantic models", null),
    EXPORT_QUERIES("Query Templates…", null,
            "Write the operations every access pattern sends, in mongosh, Node, Java or Cosmos DB SQL", null),
    EXPORT_REPORT("Design Review Report…", null,
            "Write one HTML page with every design's diagram, example documents, pattern figures side by side and advisor findings",
            null),
    COPY_QUERIES("Copy Queries", null, "Copy the shown pattern's operations (Ctrl+C in the text copies the selection, or all of it)", null),
    MIGRATION_SCRIPT("Migration Script…", null,
            "Write a mongosh script that moves a database from the compared snapshot's design to the design being edited", null),
    ADD_READ_PATTERN("Add Read Pattern", "Shortcut+Shift+R", "Add a read of the selected entity", null, button("pattern-add-read", "+ Read")),
    ADD_WRITE_PATTERN("Add Write Pattern", null, "Add a write of the selected entity", null, button("pattern-add-write", "+ Write")),
    DELETE_PATTERN("Delete Pattern", null, "Remove the selected access pattern", null, button("pattern-delete", "Delete")),
    EXPAND_DOCUMENT("Expand Document", null, "Unfold every object and array of the preview's document", null, button("preview-expand", "Expand")),
    FOLD_DOCUMENT("Fold Document", null, "Fold everything below the preview's document's own fields", null, button("preview-collapse", "Fold")),
    APPLY_SUGGESTION("Apply Suggestion", null, "Use the mapping the advisor suggests (one step you can undo)", null, button("advisor-apply", "Apply")),
    SWITCH_TO_SNAPSHOT("Switch to Snapshot", null, "Edit the compared snapshot instead (the current design is kept)",
            null, button("compare-switch", "Switch to It")),
    MEASURE_AGAIN("Measure Again", null, "Run the patterns against the stored sample data again", null, button("sample-measure", "Measure Again")),
    CANCEL_SAMPLE("Cancel Sample Data", null, "Stop generating or measuring; the store stays as it was", null, button("sample-cancel", "Cancel")),
    START_SEARCH("Search", null, "Search from the design being edited with the options of Find Better Designs", null, button("search-start", "Search")),
    CANCEL_SEARCH("Cancel Search", null, "Stop; the best designs found so far stay listed", null, button("search-cancel", "Cancel")),
    ADD_FOUND_DESIGN("Add Found Design…", null, "Add the selected design to the project (one step you can undo)",
            null, button("search-add", "Add as Design…")),
    COMPARE_FOUND_DESIGN("Compare Found Design", null, "Open the Compare panel on the added design", null, button("search-compare", "Compare")),
    START_MONGODB_RUN("Push and Measure", null, "Create the collections, load the sample data, run every pattern",
            null, button("mongo-run-start", "Push and Measure")),
    CANCEL_MONGODB_RUN("Cancel Run on MongoDB", null, "Stop at the next step; what was loaded stays", null, button("mongo-run-cancel", "Cancel")),
    COSMOS_PROFILE("Cosmos DB Profile", "Shortcut+Shift+P", "Estimate for Cosmos DB (on) or MongoDB (off)", null, Kind.TOGGLE),

    CONNECT_TO_MONGODB("Connect", null, "List the databases of the MongoDB deployment", null, Kind.WINDOW,
            button("mongo-connect", "Connect")),
    IMPORT_DATABASE("Import", "Enter", "Sample the chosen database and review what was found", null, Kind.WINDOW,
            button("mongo-import", "Import")),
    CREATE_IMPORTED_PROJECT("Create Project", "Enter", "Make the reviewed model a new, unsaved project", null, Kind.WINDOW,
            button("review-create", "Create Project")),
    CANCEL_IMPORT("Cancel", "Esc", "Stop the import and close the wizard; nothing is made", null, Kind.WINDOW,
            button("import-cancel", "Cancel")),

    GUIDE("Guide", "Shift+F1", "How DocShape counts round trips, depth, N + 1 and request units, and what each advisor rule means",
            null),
    SHORTCUTS("Keyboard Shortcuts", "F1", "List the keyboard shortcuts", null);

    /**
     * A command that runs once, an on/off switch (a check menu item, a toggle button), a choice
     * among values (a submenu with one item per value, such as a field's type), or a command on one
     * row of a list (a field in the inspector): the menu bar and the shortcut act on the focused
     * row, a row's own button and context menu on that row (decision 0293), or a command of a
     * window of its own (the import wizard), bound in that window's registry and shown there as a
     * button, not in the main window's menus (decision 0292).
     */
    private enum Kind { COMMAND, TOGGLE, CHOICE, ROW, WINDOW }

    /** How an analysis panel shows the command as its own button: the id tests and CSS know it by, and a short text. */
    private record PanelButton(String id, String text) {
    }

    private static PanelButton button(String id, String text) {
        return new PanelButton(id, text);
    }

    private final String label;
    private final String accelerator;
    private final String tooltip;
    private final String icon;
    private final Kind kind;
    private final PanelButton panelButton;

    DesignerAction(String label, String accelerator, String tooltip, String icon) {
        this(label, accelerator, tooltip, icon, Kind.COMMAND, null);
    }

    DesignerAction(String label, String accelerator, String tooltip, String icon, Kind kind) {
        this(label, accelerator, tooltip, icon, kind, null);
    }

    DesignerAction(String label, String accelerator, String tooltip, String icon, PanelButton panelButton) {
        this(label, accelerator, tooltip, icon, Kind.COMMAND, panelButton);
    }

    DesignerAction(String label, String accelerator, String tooltip, String icon, Kind kind, PanelButton panelButton) {
        this.label = label;
        this.accelerator = accelerator;
        this.tooltip = tooltip;
        this.icon = icon;
        this.kind = kind;
        this.panelButton = panelButton;
    }

    /** True for an on/off switch, shown as a check menu item or a toggle button. */
    public boolean isToggle() {
        return kind == Kind.TOGGLE;
    }

    /** True for a command on one row of a list, bound with {@link ActionRegistry#bindRow}. */
    public boolean isRow() {
        return kind == Kind.ROW;
    }

    /** True for a command of a window of its own (the import wizard), shown as that window's button only. */
    public boolean isWindowCommand() {
        return kind == Kind.WINDOW;
    }

    /** True for a choice among values, shown as a submenu. */
    public boolean isChoice() {
        return kind == Kind.CHOICE;
    }

    public String label() {
        return label;
    }

    /** The shortcut, or null. */
    public KeyCombination accelerator() {
        return accelerator == null ? null : KeyCombination.valueOf(accelerator);
    }

    /** The tooltip, with the shortcut in it when there is one. */
    public String tooltip() {
        KeyCombination k = accelerator();
        return k == null ? tooltip : tooltip + " (" + k.getDisplayText() + ")";
    }

    /** SVG path data of the toolbar icon (16 x 16), or null for commands not on the toolbar. */
    public String icon() {
        return icon;
    }

    /**
     * The id of the command's button in a panel ({@code sample-generate}); {@link #nodeId()} when it
     * has none of its own. A row's button adds the row's place ({@code inspector-field-up-2}).
     */
    public String buttonId() {
        return panelButton == null ? nodeId() : panelButton.id();
    }

    /** The text of the command's button in an analysis panel ("Generate"); the label when it has none of its own. */
    public String buttonText() {
        return panelButton == null ? label : panelButton.text();
    }

    /** A stable id for tests and CSS: {@code action-new-entity}. */
    public String nodeId() {
        return "action-" + name().toLowerCase(java.util.Locale.ROOT).replace('_', '-');
    }
}
