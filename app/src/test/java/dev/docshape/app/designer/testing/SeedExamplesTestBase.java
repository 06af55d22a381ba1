package dev.docshape.app.designer.testing;

import dev.docshape.app.designer.files.ExampleCatalog;
import dev.docshape.app.designer.files.FileProjectStore;
import dev.docshape.app.designer.files.ProjectStore;

/** A designer window on real files whose start page offers the seed examples S1-S8, as the installed program's does. */
public abstract class SeedExamplesTestBase extends DesignerTestBase {
    @Override
    protected ProjectStore store() {
        return new FileProjectStore();
    }

    @Override
    protected ExampleCatalog examples() {
        return new ExampleCatalog(store(), examplesFolder());
    }
}
