package dev.docshape.app.designer.imports;

import dev.docshape.app.designer.actions.ActionRegistry;
import dev.docshape.app.designer.actions.ActionViews;
import dev.docshape.app.designer.actions.DesignerAction;

import java.util.List;

import static dev.docshape.app.designer.actions.DesignerAction.CANCEL_IMPORT;
import static dev.docshape.app.designer.actions.DesignerAction.CONNECT_TO_MONGODB;
import static dev.docshape.app.designer.actions.DesignerAction.CREATE_IMPORTED_PROJECT;
import static dev.docshape.app.designer.actions.DesignerAction.IMPORT_DATABASE;

/**
 * The import wizard's commands in the catalogue (decision 0292): each wizard window has a registry
 * of its own, bound to its view models, so its buttons take label, shortcut and enabled state from
 * the catalogue as the main window's do.
 */
public final class WizardCommands {
    /** Every command the wizard shows: their place is the wizard's pages, not the main window's menus. */
    public static final List<DesignerAction> ALL = List.of(CONNECT_TO_MONGODB, IMPORT_DATABASE, CREATE_IMPORTED_PROJECT, CANCEL_IMPORT);

    private WizardCommands() {
    }

    /** The views of a registry bound to {@code vm} and, for the MongoDB wizard, to {@code mongo} (null for a file import). */
    static ActionViews bind(ImportWizardViewModel vm, MongoConnectViewModel mongo) {
        ActionRegistry actions = new ActionRegistry();
        actions.bind(CANCEL_IMPORT, vm::cancel).bind(CREATE_IMPORTED_PROJECT, vm::create);
        if (mongo != null) {
            actions.bind(CONNECT_TO_MONGODB, mongo::connect, mongo.state().connection().runningProperty().not()).bind(IMPORT_DATABASE, mongo::importDatabase, mongo.canImport());
        }
        return new ActionViews(actions);
    }
}
