package dev.docshape.model;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.lang.ArchRule;
import org.junit.jupiter.api.Test;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

/** The model is pure: JDK only, and it knows nothing of the modules built on it. */
class ArchitectureTest {
    private static final JavaClasses MODEL = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_JARS)
            .importPackages("dev.docshape.model");

    @Test
    void theModelDependsOnNoFrameworkAndNoOtherModule() {
        ArchRule rule = noClasses().that().resideInAPackage("dev.docshape.model..")
                .should().dependOnClassesThat().resideInAnyPackage(
                        "javafx..", "com.fasterxml..", "java.sql..", "java.awt..", "javax.swing..", "guru.nidi..",
                        "dev.docshape.storage..", "dev.docshape.renderer..", "dev.docshape.app..")
                .because("model is the pure domain (decision 0001): JDK only, no UI, no persistence, no other module");
        rule.check(MODEL);
    }

    @Test
    void theModelWasImported() {
        // guards the rule above against passing on an empty import (a wrong package name)
        org.junit.jupiter.api.Assertions.assertTrue(MODEL.size() > 50, "classes imported: " + MODEL.size());
    }
}
