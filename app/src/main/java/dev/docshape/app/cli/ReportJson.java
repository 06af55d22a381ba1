package dev.docshape.app.cli;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.docshape.model.estimate.CollectionEstimate;
import dev.docshape.model.estimate.Estimate;
import dev.docshape.model.estimate.PatternEstimate;
import dev.docshape.model.estimate.WorkloadTotals;

/** The {@code --json} form of {@code estimate} and {@code advise}. */
final class ReportJson {
    private static final ObjectMapper MAPPER = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    private ReportJson() {
    }

    static String estimate(Estimate estimate, String designName) {
        ObjectNode root = MAPPER.createObjectNode();
        root.put("design", designName);
        root.put("profile", estimate.profile().name());
        ArrayNode patterns = root.putArray("patterns");
        for (PatternEstimate p : estimate.patterns()) {
            ObjectNode node = patterns.addObject();
            node.put("id", p.patternId());
            node.put("name", p.name());
            node.put("kind", p.kind().name().toLowerCase());
            node.put("roundTrips", p.roundTrips());
            node.put("roundTripsNaive", p.roundTripsNaive());
            node.put("depth", p.depth());
            node.put("docsRead", p.docsRead());
            node.put("bytesRead", p.bytesRead());
            node.put("docsWritten", p.docsWritten());
            node.put("bytesWritten", p.bytesWritten());
            node.put("ru", p.ru());
        }
        ArrayNode collections = root.putArray("collections");
        for (CollectionEstimate c : estimate.collections()) {
            ObjectNode node = collections.addObject();
            node.put("name", c.name());
            node.put("avgBytes", c.avgBytes());
            if (c.maxBytes() == null) node.putNull("maxBytes");
            else node.put("maxBytes", c.maxBytes());
            node.put("limitBytes", c.limitBytes());
            node.put("nestingDepth", c.nestingDepth());
            node.put("depthLimit", c.depthLimit());
            node.put("status", c.status().name().toLowerCase());
        }
        WorkloadTotals t = estimate.totals();
        ObjectNode totals = root.putObject("totals");
        totals.put("roundTripsPerSecond", t.roundTripsPerSecond());
        totals.put("docsReadPerSecond", t.docsReadPerSecond());
        totals.put("bytesReadPerSecond", t.bytesReadPerSecond());
        totals.put("docsWrittenPerSecond", t.docsWrittenPerSecond());
        totals.put("bytesWrittenPerSecond", t.bytesWrittenPerSecond());
        totals.put("ruPerSecond", t.ruPerSecond());
        root.putArray("findings");
        ArrayNode problems = root.putArray("problems");
        estimate.problems().forEach(problems::add);
        return write(root);
    }

    private static String write(ObjectNode root) {
        try {
            return MAPPER.writeValueAsString(root);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("could not write JSON", e);
        }
    }
}
