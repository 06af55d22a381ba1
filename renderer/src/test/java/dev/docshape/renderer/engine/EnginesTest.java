package dev.docshape.renderer.engine;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

class EnginesTest {
    @AfterEach
    void clearProperty() {
        System.clearProperty(Engines.PROPERTY);
    }

    @Test
    void prefersDotWhenInstalledElseV8() {
        if (System.getenv(Engines.ENVIRONMENT) != null) return; // the environment forces a choice
        assertEquals(Engines.dotInstalled() ? EngineKind.DOT : EngineKind.V8, Engines.preferredKind());
    }

    @Test
    void aPropertyForcesTheEngine() {
        System.setProperty(Engines.PROPERTY, "V8");
        assertEquals(EngineKind.V8, Engines.preferredKind());
        System.setProperty(Engines.PROPERTY, "dot");
        assertEquals(EngineKind.DOT, Engines.preferredKind());
    }

    @Test
    void anUnknownEngineNameIsNamedInTheError() {
        System.setProperty(Engines.PROPERTY, "graal");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, Engines::preferredKind);
        assertEquals("system property docshape.engine: unknown graphviz engine 'graal': use dot or v8 or auto",
                e.getMessage());
    }

    @Test
    void dotVersionIsReadFromDotItself() {
        DotExecutable.find().ifPresent(dot -> {
            assertEquals(true, dot.version().startsWith("graphviz version "), dot.version());
            assertEquals(true, dot.path().isAbsolute());
        });
    }
}
