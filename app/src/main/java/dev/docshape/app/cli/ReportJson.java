package dev.docshape.app.cli;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.docshape.model.advice.Finding;
import dev.docshape.model.estimate.CollectionEstimate;
import dev.docshape.model.estimate.Estimate;
import dev.docshape.model.estimate.PatternEstimate;
import dev.docshape.model.estimate.WorkloadTotals;

import java.util.List;

/** The {@code --json} form of {@code estimate} and {@code advise}. */
final class ReportJson {
    private static final ObjectMapper MAPPER = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    private ReportJson() {
    }

    static String estimate(Estimate estimate, String designName, List<Finding> findings) {
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
            // what comes back: less than bytesRead when a read names its fields (docs/counting-rules.md "Projections and counts on includes")
            node.put("bytesReturned", p.bytesReturned());
            node.put("docsWritten", p.docsWritten());
            node.put("bytesWritten", p.bytesWritten());
            node.put("indexKeysWritten", p.indexKeysWritten());
            // the most partitions (MongoDB: shards) one request goes to; above 1 a fan-out (docs/counting-rules.md "Partitions")
            node.put("partitions", p.maxPartitions());
            // request units are Cosmos DB's charge: only under that profile (docs/counting-rules.md#request-units)
            if (estimate.profile().billsRequestUnits()) node.put("ru", p.ru());
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
        totals.put("indexKeysWrittenPerSecond", t.indexKeysWrittenPerSecond());
        if (estimate.profile().billsRequestUnits()) totals.put("ruPerSecond", t.ruPerSecond());
        addFindings(root.putArray("findings"), findings);
        ArrayNode problems = root.putArray("problems");
        estimate.problems().forEach(problems::add);
        return write(root);
    }

    static String findings(List<Finding> findings) {
        ObjectNode root = MAPPER.createObjectNode();
        addFindings(root.putArray("findings"), findings);
        return write(root);
    }

    private static void addFindings(ArrayNode array, List<Finding> findings) {
        for (Finding f : findings) {
            ObjectNode node = array.addObject();
            node.put("rule", f.ruleId());
            node.put("severity", f.severity().name().toLowerCase());
            node.put("subject", f.subject().id());
            node.put("subjectKind", f.subject().kind().name().toLowerCase());
            node.put("message", f.message());
            ArrayNode evidence = node.putArray("evidence");
            f.evidence().facts().forEach(evidence::add);
            f.suggestion().ifPresent(s -> {
                ObjectNode suggestion = node.putObject("suggestion");
                if (s.changesMapping()) {
                    suggestion.put("relationship", s.relationshipId());
                    suggestion.put("mapping", s.mapping().strategy().label());
                } else {
                    suggestion.put("duplicateOf", s.duplicate().entity());
                    if (s.duplicate().partitionKey() != null) suggestion.put("partitionKey", s.duplicate().partitionKey());
                    if (s.duplicate().isFeed()) {
                        suggestion.put("keep", s.duplicate().keep());
                        suggestion.put("order", s.duplicate().order().words());
                    }
                }
                suggestion.put("description", s.description());
            });
            f.effect().ifPresent(e -> node.put("effect", e.summary()));
        }
    }

    private static String write(ObjectNode root) {
        try {
            return MAPPER.writeValueAsString(root);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("could not write JSON", e);
        }
    }
}
