package dev.docshape.storage.query;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.docshape.model.DataModel;
import dev.docshape.model.Design;
import dev.docshape.model.Project;
import dev.docshape.model.estimate.Estimator;
import dev.docshape.model.profile.Profile;
import dev.docshape.model.projection.Projector;
import dev.docshape.model.query.QueryTemplate;
import dev.docshape.model.query.QueryTemplates;
import dev.docshape.storage.sample.Shop;
import org.junit.jupiter.api.Test;

import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Each container's indexing policy (docs/exports.md "Cosmos DB indexing policy") is valid by a schema written from
 * Microsoft's indexing-policy documentation and holds exactly the composite indexes its queries' text names.
 */
class CosmosIndexingPolicyTest {

    private static List<QueryTemplate> templates(DataModel model, Design design) {
        return QueryTemplates.of(model, design, Projector.project(model, design), Estimator.estimate(model, design, Profile.cosmos()));
    }

    private static void assertSameIndexesAsTheQueryText(List<QueryTemplate> templates, Map<String, ObjectNode> policies) {
        Set<String> named = new HashSet<>();
        for (String[] note : CosmosCompositeIndexTest.notes(QueryLanguage.COSMOS_SQL.render("t", templates))) named.add(note[1]);
        Set<String> inPolicies = new HashSet<>();
        policies.values().forEach(p -> p.get("compositeIndexes").forEach(entry -> inPolicies.add(entry.toString())));
        assertEquals(named, inPolicies);
        policies.forEach((container, p) -> assertEquals(List.of(), CosmosPolicySchema.policyProblems(p.toString()), container + ": " + p));
    }

    @Test
    void theFirstNReviewsOfABookGiveTheReviewsContainerTheBookIdThenTheOrder() {
        DataModel model = CosmosCompositeIndexTest.newestReviewsAndCheapestBooks();
        List<QueryTemplate> templates = templates(model, Shop.normalized());
        Map<String, ObjectNode> policies = CosmosIndexingPolicy.byContainer(templates);
        assertEquals(2, policies.size(), "every sort ends with the id, so the cheapest books need one too: " + policies);
        ObjectNode reviews = policies.get("Review");
        assertEquals("[[{\"path\":\"/bookId\",\"order\":\"ascending\"},{\"path\":\"/createdAt\",\"order\":\"descending\"},"
                + "{\"path\":\"/id\",\"order\":\"ascending\"}]]", reviews.get("compositeIndexes").toString());
        assertEquals("[[{\"path\":\"/price\",\"order\":\"ascending\"},{\"path\":\"/id\",\"order\":\"ascending\"}]]",
                policies.get("Book").get("compositeIndexes").toString());
        assertEquals("consistent", reviews.get("indexingMode").asText());
        assertEquals("[{\"path\":\"/*\"}]", reviews.get("includedPaths").toString());
        assertSameIndexesAsTheQueryText(templates, policies);
    }

    @Test
    void theCoLocatedOrderReadGivesItsContainerTheTypeThenTheId() throws Exception {
        Project project = CoLocatedShopFirstLines.project();
        List<QueryTemplate> templates = templates(project.model(), project.design("co-located").orElseThrow());
        Map<String, ObjectNode> policies = CosmosIndexingPolicy.byContainer(templates);
        assertTrue(policies.values().stream().anyMatch(p -> p.get("compositeIndexes").toString()
                .contains("[{\"path\":\"/type\",\"order\":\"ascending\"},{\"path\":\"/id\",\"order\":\"ascending\"}]")), policies.toString());
        assertSameIndexesAsTheQueryText(templates, policies);
    }

    @Test
    void aContainerWithoutOrderedQueriesGetsThePlainPolicyAndTheSchemaRefusesOneWithoutTheRoot() {
        ObjectNode plain = CosmosIndexingPolicy.plain();
        assertEquals(List.of(), CosmosPolicySchema.policyProblems(plain.toString()));
        assertEquals("[]", plain.get("compositeIndexes").toString());
        ObjectNode noRoot = plain.deepCopy();
        noRoot.putArray("includedPaths").addObject().put("path", "/price/?");
        assertFalse(CosmosPolicySchema.policyProblems(noRoot.toString()).isEmpty(), "the root path /* must be included or excluded");
        ObjectNode oneProperty = plain.deepCopy();
        oneProperty.putArray("compositeIndexes").addArray().addObject().put("path", "/price").put("order", "ascending");
        assertFalse(CosmosPolicySchema.policyProblems(oneProperty.toString()).isEmpty(), "a composite index lists two properties or more");
    }
}
