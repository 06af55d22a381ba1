package dev.docshape.renderer.dot;

import dev.docshape.renderer.Size;

/** Boxes whose size the caller measured: laid out at exactly that size, whatever their label. */
final class NodeSizes {
    private NodeSizes() {
    }

    static DotAttributes fixed(DotAttributes attributes, Size size, String label) {
        return attributes.put("shape", "box").put("fixedsize", "true")
                .put("width", DotText.inches(size.width())).put("height", DotText.inches(size.height()))
                .put("label", label);
    }
}
