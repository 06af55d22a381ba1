package dev.docshape.app;

import com.tngtech.archunit.base.DescribedPredicate;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.domain.JavaConstructorCall;
import com.tngtech.archunit.core.domain.JavaMethodCall;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.lang.syntax.elements.GivenClassesConjunction;
import javafx.scene.control.Button;
import javafx.scene.control.ContextMenu;
import javafx.scene.control.MenuItem;
import org.junit.jupiter.api.Test;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.Architectures.layeredArchitecture;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Which package may use which, for the whole code base, in one place (docs/architecture.md
 * explains the why). Read it from the top:
 *
 * <pre>
 *   Launcher (dev.docshape.app)
 *     -> cli            the command line: no JavaFX
 *     -> designer..     the window: menus, canvas, inspector, and the analysis panels put in place
 *          -> analysis..  the analysis panels (views and their view models)
 *   shared by cli, designer and analysis:
 *        text           words and numbers as the user reads and types them (no JavaFX)
 *        ui..           the window's shared services: controls, dialogs, background work
 *   storage, renderer   the project file, the store, exports; diagrams. Never the app.
 *   model               the pure domain, used by everyone, using no one.
 * </pre>
 *
 * Inside every module no package cycle is allowed: a package and its sub-packages count as
 * separate slices, so a root package that both uses and is used by its sub-packages fails.
 */
class ArchitectureTest {
    private static final JavaClasses CODE = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            // the test helpers other modules share (storage's WireServer) come in a "-tests" jar: tests, not code
            .withImportOption(location -> !location.contains("-tests.jar"))
            .importPackages("dev.docshape");

    private static final DescribedPredicate<JavaMethodCall> BUTTON_BY_HAND = new DescribedPredicate<>("a command button is made by hand") {
        @Override
        public boolean test(JavaMethodCall call) {
            return call.getTargetOwner().isEquivalentTo(dev.docshape.app.ui.Buttons.class);
        }
    };

    private static final String[] APP = {"Launcher", "Command line", "Designer", "Analysis panels", "Shared"};

    @Test
    void eachLayerIsUsedOnlyByTheLayersAboveIt() {
        layeredArchitecture().consideringOnlyDependenciesInLayers()
                .layer("Launcher").definedBy("dev.docshape.app")
                .layer("Command line").definedBy("dev.docshape.app.cli..")
                .layer("Designer").definedBy("dev.docshape.app.designer..")
                .layer("Analysis panels").definedBy("dev.docshape.app.analysis..")
                .layer("Shared").definedBy("dev.docshape.app.text..", "dev.docshape.app.ui..")
                .layer("Storage").definedBy("dev.docshape.storage..")
                .layer("Renderer").definedBy("dev.docshape.renderer..")
                .layer("Model").definedBy("dev.docshape.model..")
                .whereLayer("Launcher").mayNotBeAccessedByAnyLayer()
                .whereLayer("Command line").mayOnlyBeAccessedByLayers("Launcher")
                .whereLayer("Designer").mayOnlyBeAccessedByLayers("Launcher")
                .whereLayer("Analysis panels").mayOnlyBeAccessedByLayers("Designer")
                .whereLayer("Shared").mayOnlyBeAccessedByLayers("Command line", "Designer", "Analysis panels")
                .whereLayer("Storage").mayOnlyBeAccessedByLayers(APP)
                .whereLayer("Renderer").mayOnlyBeAccessedByLayers(APP)
                .whereLayer("Model").mayOnlyBeAccessedByLayers(with(APP, "Storage", "Renderer"))
                .because("dependencies point one way: app -> storage/renderer -> model (decision 0001, docs/architecture.md)")
                .check(CODE);
    }

    @Test
    void theModelIsPure() {
        noClasses().that().resideInAPackage("dev.docshape.model..")
                .should().dependOnClassesThat().resideInAnyPackage(
                        "javafx..", "com.fasterxml..", "java.sql..", "java.awt..", "javax.swing..", "guru.nidi..", "picocli..")
                .because("model is the pure domain: JDK only")
                .check(CODE);
    }

    @Test
    void theCommandLineAndTheSharedWordsUseNoJavaFx() {
        noClasses().that().resideInAnyPackage("dev.docshape.app.cli..", "dev.docshape.app.text..")
                .should().dependOnClassesThat().resideInAPackage("javafx..")
                .because("the command line runs without a display")
                .check(CODE);
    }

    @Test
    void viewModelsHoldStateAndBuildNoNodes() {
        noClasses().that().haveSimpleNameEndingWith("ViewModel")
                .should().dependOnClassesThat().resideInAPackage("javafx.scene..")
                .because("a view model is tested without a window: views build nodes and bind to it")
                .check(CODE);
    }

    @Test
    void menusAreBuiltOnlyFromTheActionCatalogue() {
        noClasses().that().resideOutsideOfPackage("dev.docshape.app.designer.actions..")
                .should().callConstructorWhere(making("a menu item or context menu", MenuItem.class, ContextMenu.class))
                .because("every menu, menu item and context menu comes from DesignerAction through ActionViews (docs/architecture.md)")
                .check(CODE);
    }

    @Test
    void panelsGetTheirCommandButtonsFromTheActionCatalogue() {
        makeNoButtonByHand(noClasses().that().resideInAPackage("dev.docshape.app.analysis.."),
                "a panel's command is a DesignerAction whose button ActionViews.panelButton makes and the designer hands "
                        + "to the panel, sharing its enabled state with its menu item and shortcut (decision 0291)");
    }

    @Test
    void theInspectorAndTheStartPageGetTheirButtonsFromTheActionCatalogue() {
        makeNoButtonByHand(noClasses().that().resideInAPackage("dev.docshape.app.designer.inspector..")
                        .or().haveFullyQualifiedName("dev.docshape.app.designer.WelcomeView"),
                "a field row's commands, Add field and the start page's New, Open and Close are DesignerActions whose "
                        + "buttons ActionViews makes, sharing label, shortcut and enabled state with their menu items (decision 0293)");
    }

    @Test
    void theImportWizardGetsItsButtonsFromTheActionCatalogue() {
        makeNoButtonByHand(noClasses().that().resideInAPackage("dev.docshape.app.designer.imports.."),
                "Connect, Import, Create Project and Cancel are DesignerActions bound in the wizard's own registry, whose "
                        + "buttons ActionViews.windowButton makes with the catalogue's label, shortcut and enabled state (decision 0292)");
    }

    private static void makeNoButtonByHand(GivenClassesConjunction classes, String because) {
        classes.should().callConstructorWhere(making("a button", Button.class))
                .orShould().callMethodWhere(BUTTON_BY_HAND)
                .because(because)
                .check(CODE);
    }

    @Test
    void noPackageCycleInTheApp() {
        slices().matching("dev.docshape.app.(**)").should().beFreeOfCycles().check(CODE);
    }

    @Test
    void noPackageCycleInTheRenderer() {
        slices().matching("dev.docshape.renderer.(**)").should().beFreeOfCycles().check(CODE);
    }

    @Test
    void noPackageCycleInStorage() {
        slices().matching("dev.docshape.storage.(**)").should().beFreeOfCycles().check(CODE);
    }

    @Test
    void noPackageCycleInTheModel() {
        slices().matching("dev.docshape.model.(**)").should().beFreeOfCycles().check(CODE);
    }

    @Test
    void everyModuleWasImported() {
        // guards the rules above against passing on an empty import (a wrong package name)
        for (String module : new String[]{"app", "storage", "renderer", "model"}) {
            long classes = CODE.stream().filter(c -> c.getPackageName().startsWith("dev.docshape." + module)).count();
            assertTrue(classes > 20, module + " classes imported: " + classes);
        }
    }

    /** A constructor call that makes one of {@code types} (or a subclass). */
    private static DescribedPredicate<JavaConstructorCall> making(String what, Class<?>... types) {
        return new DescribedPredicate<>(what + " is made") {
            @Override
            public boolean test(JavaConstructorCall call) {
                return java.util.Arrays.stream(types).anyMatch(call.getTargetOwner()::isAssignableTo);
            }
        };
    }

    private static String[] with(String[] layers, String... more) {
        String[] all = java.util.Arrays.copyOf(layers, layers.length + more.length);
        System.arraycopy(more, 0, all, layers.length, more.length);
        return all;
    }
}
