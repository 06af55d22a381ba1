package dev.docshape.renderer;

import dev.docshape.renderer.engine.EngineKind;

/** The engine contract with the V8 engine shipped in the j2v8 jar. */
class V8EngineTest extends EngineContract {
    @Override
    EngineKind kind() {
        return EngineKind.V8;
    }
}
