package dev.docshape.storage.query;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.docshape.model.query.Command;
import dev.docshape.model.query.Operation;
import dev.docshape.model.query.QueryTemplate;

import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The Cosmos DB indexing policy of each container, in the form of Microsoft's indexing-policy documentation
 * (docs/exports.md "Cosmos DB indexing policy"): consistent indexing of every property ({@code /*}), as the Cosmos DB
 * profile prices writes (docs/counting-rules.md "Request units": an index term per value), the system {@code _etag}
 * left out as in Cosmos DB's default policy, and one {@code compositeIndexes} entry per distinct composite index the
 * container's queries need or are cheaper with, the same entries their query text names.
 */
public final class CosmosIndexingPolicy {
    private static final ObjectMapper JSON = new ObjectMapper();

    private CosmosIndexingPolicy() {
    }

    /** Container name to its indexing policy, for every container a query of {@code templates} sorts in. */
    public static Map<String, ObjectNode> byContainer(List<QueryTemplate> templates) {
        Map<String, Set<ArrayNode>> composites = new LinkedHashMap<>();
        for (QueryTemplate t : templates) {
            for (Operation sent : t.operations()) {
                // a read's aggregate is a query of the newest buckets in Cosmos DB SQL (decision 0524)
                Operation op = CosmosSqlRenderer.asQuery(sent);
                if (op.command() != Command.FIND && op.command() != Command.FIND_ONE) continue;
                CosmosCompositeIndexes.of(op.filter(), op.sort(), t.arrayPaths(op.collection())).ifPresent(c ->
                        composites.computeIfAbsent(op.collection(), k -> new LinkedHashSet<>()).add(c.paths()));
            }
        }
        Map<String, ObjectNode> policies = new LinkedHashMap<>();
        composites.forEach((container, entries) -> policies.put(container, policy(entries)));
        return policies;
    }

    /** The policy of a container none of whose queries needs a composite index. */
    public static ObjectNode plain() {
        return policy(Set.of());
    }

    private static ObjectNode policy(Set<ArrayNode> composites) {
        ObjectNode policy = JSON.createObjectNode();
        policy.put("indexingMode", "consistent");
        policy.put("automatic", true);
        policy.putArray("includedPaths").addObject().put("path", "/*");
        policy.putArray("excludedPaths").addObject().put("path", "/\"_etag\"/?");
        ArrayNode entries = policy.putArray("compositeIndexes");
        composites.forEach(entries::add);
        return policy;
    }
}
