package dev.docshape.app.designer.imports;

import dev.docshape.app.ui.tasks.TaskRunner;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The MongoDB wizard's connect page without a window: when Import can run. */
class MongoConnectViewModelTest {

    @Test
    void importCanRunOnlyOnceADatabaseIsChosen() {
        MongoConnectViewModel mongo = new MongoConnectViewModel(new ImportWizardViewModel("Import MongoDB Database", TaskRunner.direct()),
                TaskRunner.direct());
        var canImport = mongo.canImport();
        assertFalse(canImport.get(), "no database yet");
        mongo.state().target().database().set("   ");
        assertFalse(canImport.get(), "a blank name is no database");
        mongo.state().target().database().set("shop");
        assertTrue(canImport.get());
    }
}
