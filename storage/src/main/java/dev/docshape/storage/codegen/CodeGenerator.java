package dev.docshape.storage.codegen;

import dev.docshape.model.DataModel;
import dev.docshape.model.projection.Projection;

import java.util.Map;

/** Writes application code for a design's collections in one language: file name to content. */
interface CodeGenerator {
    Map<String, String> generate(String title, DataModel model, Projection projection);
}
