package dev.docshape.renderer;

import dev.docshape.renderer.engine.EngineKind;

/** The engine contract with the native dot; skipped when Graphviz is not installed. */
class DotEngineTest extends EngineContract {
    @Override
    EngineKind kind() {
        return EngineKind.DOT;
    }
}
