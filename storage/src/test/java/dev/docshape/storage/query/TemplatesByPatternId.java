package dev.docshape.storage.query;

import dev.docshape.model.DataModel;
import dev.docshape.model.Design;
import dev.docshape.model.estimate.Estimator;
import dev.docshape.model.profile.Profile;
import dev.docshape.model.projection.Projection;
import dev.docshape.model.query.QueryTemplate;
import dev.docshape.model.query.QueryTemplates;

import java.util.List;

/** A design's mongosh templates as the export writes them, each function also reachable as {@code run[patternId]}. */
final class TemplatesByPatternId {
    private TemplatesByPatternId() {
    }

    static String mongosh(DataModel model, Design design, Projection projection, String title) {
        List<QueryTemplate> templates = QueryTemplates.of(model, design, projection, Estimator.estimate(model, design, Profile.mongodb()));
        FunctionNames names = new FunctionNames(Identifiers.JAVASCRIPT_RESERVED);
        StringBuilder aliases = new StringBuilder("const run = {};\n");
        for (QueryTemplate t : templates) {
            aliases.append("run[").append(Identifiers.jsString(t.patternId())).append("] = ").append(names.next(t.patternName())).append(";\n");
        }
        return QueryLanguage.MONGOSH.render(title, templates) + aliases;
    }

    /** The call of the pattern's function on {@code db} with the input, a JavaScript object literal. */
    static String call(String patternId, String input) {
        return "run[" + Identifiers.jsString(patternId) + "](db, " + input + ");\n";
    }
}
