package dev.docshape.model.advice;

import dev.docshape.model.Cardinality;
import dev.docshape.model.DataModel;
import dev.docshape.model.Entity;
import dev.docshape.model.Field;
import dev.docshape.model.FieldType;
import dev.docshape.model.Project;
import dev.docshape.model.Relationship;
import dev.docshape.model.Volatility;
import dev.docshape.model.estimate.Estimator;
import dev.docshape.model.Design;
import dev.docshape.model.mapping.ExtendedReference;
import dev.docshape.model.mapping.Holder;
import dev.docshape.model.mapping.Mapping;
import dev.docshape.model.pattern.AccessPattern;
import dev.docshape.model.pattern.Include;
import dev.docshape.model.pattern.ReadPattern;
import dev.docshape.model.pattern.Selection;
import dev.docshape.model.pattern.WriteKind;
import dev.docshape.model.pattern.WritePattern;
import dev.docshape.model.profile.Profile;
import dev.docshape.model.seeds.SeedScenarios;
import dev.docshape.model.testing.Blog;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The hybrid rules (extended references, pre-computed counts), the whole-workload check on every
 * suggestion, and volatility judged by the fields actually copied (docs/advisor-rules.md).
 */
class HybridAdviceTest {
    private static final Profile[] PROFILES = {Profile.cosmos(), Profile.mongodb()};

    private static List<Finding> advise(Project p, Design d, Profile profile) {
        return Advisor.advise(p.model(), d, profile);
    }

    private static Optional<Finding> finding(List<Finding> findings, String rule, String relationship) {
        return findings.stream().filter(f -> f.ruleId().equals(rule) && f.subject().id().equals(relationship)).findFirst();
    }

    private static double ru(Project p, Design d, Profile profile) {
        return Estimator.estimate(p.model(), d, profile).totals().ruPerSecond();
    }

    @Test
    void aFullyReferencedBlogIsToldToCopyTheAuthorsNameAndKeepTheCounts() {
        Project blog = Blog.project();
        Design referenced = blog.design("referenced").orElseThrow();
        for (Profile profile : PROFILES) {
            List<Finding> findings = advise(blog, referenced, profile);
            Finding name = finding(findings, Rules.EXTENDED_REFERENCE, "user-posts").orElseThrow(() -> new AssertionError(findings.toString()));
            assertEquals(new Mapping(new ExtendedReference(Holder.CHILD, List.of("username")), false),
                    name.suggestion().orElseThrow().mapping(), "the post keeps its author's username");
            for (String counted : List.of("post-comments", "post-likes")) {
                Finding count = finding(findings, Rules.PRECOMPUTED_COUNT, counted).orElseThrow(() -> new AssertionError(counted + findings));
                assertTrue(count.suggestion().orElseThrow().mapping().precomputedCount());
            }
            for (Finding f : findings) {
                if (!f.ruleId().equals(Rules.EXTENDED_REFERENCE) && !f.ruleId().equals(Rules.PRECOMPUTED_COUNT)) continue;
                Effect effect = f.effect().orElseThrow();
                assertTrue(effect.after().ruPerSecond() < effect.before().ruPerSecond(), f.toString());
                assertTrue(f.message().contains("whole workload: "), f.message());
                assertEquals(profile.billsRequestUnits(), f.message().contains("request units"), profile.name() + ": " + f.message());
            }
        }
    }

    @Test
    void acceptingTheHybridSuggestionsCutsTheBlogsCostSeveralTimes() {
        Project blog = Blog.project();
        Profile cosmos = Profile.cosmos();
        Design design = blog.design("referenced").orElseThrow();
        double start = ru(blog, design, cosmos);
        Set<String> rules = Set.of(Rules.EXTENDED_REFERENCE, Rules.PRECOMPUTED_COUNT);
        for (int round = 0; round < 10; round++) {
            Optional<Finding> next = advise(blog, design, cosmos).stream()
                    .filter(f -> rules.contains(f.ruleId()) && f.suggestion().isPresent()).findFirst();
            if (next.isEmpty()) break;
            Suggestion s = next.get().suggestion().get();
            double before = ru(blog, design, cosmos);
            design = s.applyTo(design);
            assertTrue(ru(blog, design, cosmos) < before, "each accepted suggestion lowers the workload's cost");
        }
        double end = ru(blog, design, cosmos);
        assertTrue(start / end >= 3, "from " + start + " to " + end + " RU a second");
        assertTrue(advise(blog, design, cosmos).stream().noneMatch(f -> rules.contains(f.ruleId())), "nothing left to copy or count");
    }

    @Test
    void onTheImprovedBlogEmbeddingAllPostsInTheUserIsNotSuggestedBecauseItCostsMore() {
        Project blog = Blog.project();
        Design denormalized = blog.design("denormalized").orElseThrow();
        Design allPostsInUser = denormalized.withMapping("user-posts", Mapping.embed());
        for (Profile profile : PROFILES) {
            // every read of a user, and of a post's author, would load all the user's posts (about 1.6 times the cost today)
            assertTrue(ru(blog, allPostsInUser, profile) > 1.25 * ru(blog, denormalized, profile),
                    "the estimate itself says embedding the posts makes the whole workload cost much more");
            List<Finding> findings = advise(blog, denormalized, profile);
            assertTrue(findings.stream().noneMatch(f -> f.suggestion().map(s -> "user-posts".equals(s.relationshipId())
                    && s.mapping().strategy() instanceof dev.docshape.model.mapping.Embed).orElse(false)), findings.toString());
        }
    }

    @Test
    void noOptimisationIsOfferedThatMakesTheWorkloadCostMore() {
        List<Project> projects = new ArrayList<>(SeedScenarios.all());
        projects.add(Blog.project());
        for (Project p : projects) {
            for (Design d : p.designs()) {
                for (Profile profile : PROFILES) {
                    ReferenceAdvice.assertNoHiddenCost(advise(p, d, profile), p.name() + "/" + d.name());
                }
            }
        }
    }

    @Test
    void aFixThatCostsMoreIsShownAsATradeOffWithFigures() {
        Project s3 = SeedScenarios.s3Portfolio();
        // prices change rarely and portfolios are read all the time: referencing the stock costs more overall
        List<AccessPattern> patterns = new ArrayList<>();
        for (AccessPattern p : s3.model().patterns()) {
            if (p instanceof WritePattern w) {
                patterns.add(new WritePattern(w.id(), w.name(), 0.001, w.kind(), w.entity(), w.relationship(), w.fields(), w.includes()));
            } else {
                ReadPattern r = (ReadPattern) p;
                patterns.add(new ReadPattern(r.id(), r.name(), 2000, r.entity(), r.selection(), r.byParent(), r.expectedMatches(),
                        r.limit(), r.fields(), r.includes(), r.counts()));
            }
        }
        Project readHeavy = s3.withModel(s3.model().withPatterns(patterns));
        Finding f = finding(advise(readHeavy, readHeavy.design("embedded").orElseThrow(), Profile.cosmos()),
                Rules.VOLATILE_SHARED_EMBEDDED, "holding-stock").orElseThrow();
        assertTrue(f.suggestion().isPresent(), "the fix is still offered");
        assertTrue(f.message().contains("a trade-off for the whole workload: better: "), f.message());
        assertTrue(f.message().matches(".*worse: .*request units [0-9,]+ -> [0-9,]+ a second.*"), f.message());
    }

    /** A shop: order lines copy the product's name and price; only the stock changes often. */
    private static Project shop(double productRate, Double nameRate, Double priceRate, List<String> copied) {
        Entity product = new Entity("product", "Product", List.of(
                Field.string("name", 30).withUpdatesPerDay(nameRate),
                Field.of("price", FieldType.DECIMAL).withUpdatesPerDay(priceRate),
                Field.of("stock", FieldType.INTEGER).withUpdatesPerDay(500.0)), 10_000, productRate, null);
        Entity order = Entity.of("order", "Order", List.of(Field.of("placedAt", FieldType.DATE)), 1_000_000);
        Entity line = Entity.of("line", "OrderLine", List.of(Field.of("quantity", FieldType.INTEGER)), 3_000_000);
        Relationship orderLines = new Relationship("order-lines", "order", "line", "lines", "order",
                Cardinality.ONE_TO_FEW, 3, 20, 1, true, Volatility.STABLE);
        Relationship productLines = new Relationship("product-lines", "product", "line", "lines", "product",
                Cardinality.ONE_TO_MANY, 300, null, 1, false, Volatility.STABLE);
        DataModel model = new DataModel(List.of(product, order, line), List.of(orderLines, productLines), List.of(
                ReadPattern.byId("read-order", "read an order with its lines", 50, "order",
                        List.of(new Include("order-lines", List.of(), 0, List.of(new Include("product-lines", copied, 0, List.of()))))),
                new WritePattern("update-stock", "update a product's stock", 20, WriteKind.UPDATE, "product", null,
                        List.of("stock"), List.of())));
        Design design = new Design("copies", Map.of("order-lines", Mapping.embed(),
                "product-lines", new Mapping(new ExtendedReference(Holder.CHILD, copied), false)), Set.of());
        return new Project("shop", "", model, List.of(design), "copies");
    }

    @Test
    void copyingAVolatileEntitysStableFieldsIsNotVolatileData() {
        List<String> nameAndPrice = List.of("name", "price");
        // the product changes 500 times a day (its stock), but name and price say they rarely do
        Project stableFields = shop(500, 0.01, 0.1, nameAndPrice);
        // the product itself rarely changes; only its stock field does
        Project volatileStock = shop(0.1, null, null, nameAndPrice);
        for (Project shop : List.of(stableFields, volatileStock)) {
            for (Profile profile : PROFILES) {
                List<Finding> findings = advise(shop, shop.active(), profile);
                assertTrue(finding(findings, Rules.VOLATILE_SHARED_EMBEDDED, "product-lines").isEmpty(), findings.toString());
            }
        }
        Project copiesStock = shop(0.1, null, null, List.of("name", "stock"));
        Finding f = finding(advise(copiesStock, copiesStock.active(), Profile.mongodb()), Rules.VOLATILE_SHARED_EMBEDDED,
                "product-lines").orElseThrow(() -> new AssertionError("copying the stock is copying volatile data"));
        assertTrue(f.evidence().facts().stream().anyMatch(l -> l.contains("name, stock of Product change up to 500 times a day")),
                f.evidence().facts().toString());
    }
}
