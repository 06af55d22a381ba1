package dev.docshape.app.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.docshape.model.estimate.PatternEstimate;
import dev.docshape.model.search.DesignChange;
import dev.docshape.model.search.DesignFigures;
import dev.docshape.model.search.PatternEffect;
import dev.docshape.model.search.PricedDesign;
import dev.docshape.model.search.Proposal;
import dev.docshape.model.search.SearchResult;
import dev.docshape.model.mapping.MappingText;

import java.util.List;
import java.util.Optional;

/** The {@code --json} form of {@code search}. */
final class SearchJson {
    private static final ObjectMapper MAPPER = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    private SearchJson() {
    }

    static String of(ExplainedProposals explained, String designName) {
        SearchResult result = explained.result();
        ObjectNode root = MAPPER.createObjectNode();
        root.put("startDesign", designName);
        ObjectNode objective = root.putObject("objective");
        objective.put("metric", result.objective().metric().name().toLowerCase());
        objective.put("readWeight", result.objective().readWeight());
        objective.put("writeWeight", result.objective().writeWeight());
        root.put("designsPriced", result.priced());
        root.put("seconds", result.elapsedNanos() / 1e9);
        root.put("stoppedBy", result.stoppedBy().name().toLowerCase());
        design(root.putObject("start"), result.start());
        // how close the best design reached came to the limits, and why nothing is proposed when nothing is
        ArrayNode reached = root.putArray("reachedViolations");
        result.reached().violations().forEach(reached::add);
        if (result.proposalCount() == 0) root.put("nothingFound", dev.docshape.app.text.SearchWords.nothingFound(result));
        // the proposals the time budget left no time to explain: their figures, "explained": false (decision 0490)
        root.put("unexplained", explained.unexplained());
        if (explained.unexplained() > 0) root.put("unexplainedNote", explained.unexplainedNote());
        ArrayNode proposals = root.putArray("proposals");
        for (int i = 0; i < explained.count(); i++) {
            ObjectNode node = proposals.addObject();
            design(node, explained.design(i));
            Optional<Proposal> p = explained.explained(i);
            node.put("explained", p.isPresent());
            if (p.isEmpty()) {
                node.putNull("changes");
                continue;
            }
            ArrayNode changes = node.putArray("changes");
            for (DesignChange c : p.get().changes()) {
                ObjectNode change = changes.addObject();
                change.put("kind", c.kind().name().toLowerCase());
                change.put("subject", c.subject());
                change.put("from", c.from());
                change.put("to", c.to());
                c.ruleId().ifPresentOrElse(id -> change.put("advisorRule", id), () -> change.putNull("advisorRule"));
                effects(change.putArray("helps"), c.helps());
                effects(change.putArray("hurts"), c.hurts());
            }
        }
        try {
            return MAPPER.writeValueAsString(root);
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new IllegalStateException("search result could not be written as JSON", e);
        }
    }

    private static void design(ObjectNode node, PricedDesign priced) {
        DesignFigures f = priced.figures();
        node.put("readCost", f.readCost());
        node.put("writeCost", f.writeCost());
        node.put("storageBytes", f.storageBytes());
        node.put("score", f.score());
        ArrayNode violations = node.putArray("violations");
        priced.violations().forEach(violations::add);
        ObjectNode mappings = node.putObject("mappings");
        priced.design().mappings().forEach((id, m) -> mappings.put(id, MappingText.describe(m)));
        ArrayNode standalone = node.putArray("standalone");
        priced.design().standalone().forEach(standalone::add);
        ArrayNode patterns = node.putArray("patterns");
        for (PatternEstimate p : priced.estimate().patterns()) {
            ObjectNode pattern = patterns.addObject();
            pattern.put("id", p.patternId());
            pattern.put("roundTrips", p.roundTrips());
            pattern.put("docsRead", p.docsRead());
            pattern.put("bytesRead", p.bytesRead());
            pattern.put("docsWritten", p.docsWritten());
            pattern.put("bytesWritten", p.bytesWritten());
            // request units are Cosmos DB's charge: only under that profile (docs/counting-rules.md#request-units)
            if (priced.estimate().profile().billsRequestUnits()) pattern.put("ru", p.ru());
        }
    }

    private static void effects(ArrayNode array, List<PatternEffect> effects) {
        for (PatternEffect e : effects) {
            ObjectNode node = array.addObject();
            node.put("pattern", e.patternId());
            node.put("before", e.before());
            node.put("after", e.after());
        }
    }
}
