package dev.docshape.renderer.report;

import dev.docshape.model.DataModel;
import dev.docshape.model.Design;
import dev.docshape.model.advice.Advisor;
import dev.docshape.model.advice.Finding;
import dev.docshape.model.estimate.Estimate;
import dev.docshape.model.estimate.Estimator;
import dev.docshape.model.profile.Profile;
import dev.docshape.model.projection.CollectionShape;
import dev.docshape.model.projection.ExampleDocument;
import dev.docshape.renderer.View;
import dev.docshape.renderer.diagram.DiagramRenderer;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What the report shows of one design: its document diagram (SVG), its estimate, one example
 * document per collection and the advisor's findings.
 */
record DesignFigures(Design design, String svg, Estimate estimate, Map<String, String> examples, List<Finding> findings) {

    static DesignFigures of(DataModel model, Design design, Profile profile) {
        Estimate estimate = Estimator.estimate(model, design, profile);
        Map<String, String> examples = new LinkedHashMap<>();
        for (CollectionShape shape : estimate.projection().collections()) {
            examples.put(shape.name(), ExampleDocument.render(shape, profile));
        }
        String svg = InlineSvg.of(DiagramRenderer.svg(model, design, View.DOCUMENT));
        return new DesignFigures(design, svg, estimate, examples, Advisor.advise(model, design, profile));
    }
}
