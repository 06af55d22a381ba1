package dev.docshape.model.estimate;

import dev.docshape.model.Cardinality;
import dev.docshape.model.DataModel;
import dev.docshape.model.Design;
import dev.docshape.model.Entity;
import dev.docshape.model.Field;
import dev.docshape.model.Relationship;
import dev.docshape.model.Volatility;
import dev.docshape.model.mapping.ExtendedReference;
import dev.docshape.model.mapping.Holder;
import dev.docshape.model.mapping.Mapping;
import dev.docshape.model.mapping.Placement;
import dev.docshape.model.pattern.AccessPattern;
import dev.docshape.model.pattern.Include;
import dev.docshape.model.pattern.ReadPattern;
import dev.docshape.model.pattern.Selection;
import dev.docshape.model.pattern.WriteKind;
import dev.docshape.model.pattern.WritePattern;
import dev.docshape.model.profile.Profile;
import org.junit.jupiter.api.Test;

import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * A meal-planning site at the commands' scale: 100 plans embed their meals, 14 a plan drawn between 0 and 28; each meal
 * names one of 50 recipes, which have 0 to 56 meals. "A week's meal plan with each meal's recipe title" reads the
 * distinct recipes of a plan's meals, a concave figure of how many meals the plan has: the expectation over the plans'
 * counts is below the figure of 14 meals (docs/counting-rules.md "Children of one parent spread over their counts",
 * decision 0533). Each figure is held to a simulation of the data the sample draws: every parent's count drawn evenly
 * over its spread and rounded up or down keeping its mean, each meal given to a recipe at random.
 */
class ChildrenSpreadOverTheirCountsTest {
    private static final int PLANS = 100, RECIPES = 50, MEALS_A_PLAN = 14, MEALS_A_RECIPE = 28;
    private static final int TRIALS = 40_000;

    private static DataModel model(AccessPattern pattern) {
        return model(pattern, 0, 100);
    }

    /** The model with each plan's meals between {@code least} and {@code most}. */
    private static DataModel model(AccessPattern pattern, int least, int most) {
        Entity plan = new Entity("plan", "Plan", List.of(Field.string("note", 40)), PLANS, 0, null);
        Entity meal = new Entity("meal", "Meal", List.of(Field.string("day", 9)), (long) PLANS * MEALS_A_PLAN, 0, null);
        Entity recipe = new Entity("recipe", "Recipe", List.of(Field.string("title", 40)), RECIPES, 0, null);
        Relationship planMeals = new Relationship("plan-meals", "plan", "meal", "meals", "plan", Cardinality.ONE_TO_MANY,
                MEALS_A_PLAN, most, 1, true, Volatility.STABLE, least);
        Relationship recipeMeals = new Relationship("recipe-meals", "recipe", "meal", "meals", "recipe", Cardinality.ONE_TO_MANY,
                MEALS_A_RECIPE, null, 1, false, Volatility.STABLE);
        return new DataModel(List.of(plan, meal, recipe), List.of(planMeals, recipeMeals), List.of(pattern));
    }

    private static double recipesRead(ReadPattern pattern) {
        DataModel model = model(pattern);
        Design design = Design.named("embedded").withMapping("plan-meals", Mapping.embed())
                .withMapping("recipe-meals", Mapping.reference(Placement.CHILD_HOLDS_PARENT_ID));
        Estimate e = Estimator.estimate(model, design, Profile.mongodb());
        PatternEstimate p = e.pattern(pattern.id()).orElseThrow();
        return p.requests().stream().filter(r -> r.collection().equalsIgnoreCase("recipe")).mapToDouble(Request::docs).sum();
    }

    private static List<Include> mealsWithRecipes(int limit) {
        return List.of(new Include("plan-meals", List.of("day"), limit, List.of(new Include("recipe-meals", List.of("title"), 0, List.of()))));
    }

    @Test
    void aPlansMealsFallInTheRecipesItsOwnCountOfMealsReaches() {
        ReadPattern week = ReadPattern.byId("week", "a week's meal plan with each meal's recipe title", 1, "plan", mealsWithRecipes(0));
        double simulated = simulated(1, 0, new Random(1));
        assertEquals(simulated, recipesRead(week), simulated * 0.015,
                "the distinct recipes of one plan's meals, over the plans' counts (14 meals as every plan's count: 11.9)");
    }

    @Test
    void aPlansFirstMealsFallInTheRecipesTheFewerOfItsCountAndTheLimitReach() {
        ReadPattern first = ReadPattern.byId("first", "a plan with its first 20 meals' recipes", 1, "plan", mealsWithRecipes(20));
        double simulated = simulated(1, 20, new Random(2));
        assertEquals(simulated, recipesRead(first), simulated * 0.015, "the distinct recipes of min(meals, 20) of one plan");
    }

    @Test
    void severalPlansMealsFallInTheRecipesTheirSummedCountsReach() {
        ReadPattern some = new ReadPattern("some", "2 plans with their meals' recipes", 1, "plan", Selection.FILTER, null, 2, 2,
                List.of(), mealsWithRecipes(0), List.of());
        double simulated = simulated(2, 0, new Random(3));
        assertEquals(simulated, recipesRead(some), simulated * 0.015, "the distinct recipes of two plans' meals");
    }

    /** Every plan has 14 meals here, so that the plans are alike and only the recipes' counts spread. */
    @Test
    void aRecipesTitleCopiedIntoItsMealsIsWrittenInThePlansItsOwnCountOfMealsReaches() {
        double plans = plansWritten(MEALS_A_PLAN, MEALS_A_PLAN);
        double simulated = simulatedPlans(new Random(4), false);
        assertEquals(simulated, plans, simulated * 0.015,
                "the distinct plans holding one recipe's meals, over the recipes' counts (28 meals as every recipe's count: 24.5)");
    }

    /**
     * Plans of 0 to 28 meals: a fuller plan is the likelier to hold a recipe's meal, so the plans written are fewer
     * than as many plans alike would be (size bias, decision 0535).
     */
    @Test
    void aRecipesTitleIsWrittenInTheFullerPlansMoreOften() {
        double plans = plansWritten(0, 2 * MEALS_A_PLAN);
        double simulated = simulatedPlans(new Random(5), true);
        assertEquals(simulated, plans, simulated * 0.015,
                "the distinct plans of 0 to 28 meals holding one recipe's meals (23.5 with every plan of 14)");
    }

    /** The plans "a recipe's title changes" writes, the title copied into the meals the plans embed of {@code least} to {@code most} each. */
    private static double plansWritten(int least, int most) {
        WritePattern rename = new WritePattern("rename", "a recipe's title changes", 1, WriteKind.UPDATE, "recipe", null,
                List.of("title"), List.of());
        Design design = Design.named("hybrid").withMapping("plan-meals", Mapping.embed())
                .withMapping("recipe-meals", new Mapping(new ExtendedReference(Holder.CHILD, List.of("title")), false));
        PatternEstimate p = Estimator.estimate(model(rename, least, most), design, Profile.mongodb()).pattern("rename").orElseThrow();
        return p.requests().stream().filter(r -> r.collection().equalsIgnoreCase("plan")).mapToDouble(Request::docs).sum();
    }

    /**
     * The distinct plans holding one recipe's meals, averaged over {@link #TRIALS} draws of the data: every plan's (or,
     * not {@code spread}, 14 each) and
     * every recipe's count drawn as the sample draws it, the recipe's meals picked among all meals without taking one twice.
     */
    private static double simulatedPlans(Random random, boolean spread) {
        double sum = 0;
        for (int t = 0; t < TRIALS; t++) {
            int[] owner = new int[PLANS * 2 * MEALS_A_PLAN + PLANS];
            int meals = 0;
            for (int plan = 0; plan < PLANS; plan++) {
                for (int k = spread ? drawn(2 * MEALS_A_PLAN, random) : MEALS_A_PLAN; k > 0; k--) owner[meals++] = plan;
            }
            Set<Integer> plans = new HashSet<>();
            for (int i = drawn(2 * MEALS_A_RECIPE, random); i > 0 && meals > 0; i--) {
                int at = random.nextInt(meals);
                plans.add(owner[at]);
                owner[at] = owner[--meals];
            }
            sum += plans.size();
        }
        return sum / TRIALS;
    }

    /**
     * The distinct recipes of {@code plans} plans' meals (at most {@code limit} of each, 0: all), averaged over
     * {@link #TRIALS} draws of the data: every recipe's and every plan's count drawn as the sample draws it, the meals read
     * picked among all meals without taking one twice.
     */
    private static double simulated(int plans, int limit, Random random) {
        double sum = 0;
        for (int t = 0; t < TRIALS; t++) {
            int[] owner = new int[RECIPES * 2 * MEALS_A_RECIPE + RECIPES];
            int meals = 0;
            for (int recipe = 0; recipe < RECIPES; recipe++) {
                for (int k = drawn(2 * MEALS_A_RECIPE, random); k > 0; k--) owner[meals++] = recipe;
            }
            Set<Integer> recipes = new HashSet<>();
            for (int p = 0; p < plans; p++) {
                int taken = drawn(2 * MEALS_A_PLAN, random);
                if (limit > 0) taken = Math.min(taken, limit);
                for (int i = 0; i < taken && meals > 0; i++) {
                    int at = random.nextInt(meals);
                    recipes.add(owner[at]);
                    owner[at] = owner[--meals];
                }
            }
            sum += recipes.size();
        }
        return sum / TRIALS;
    }

    /** A count drawn evenly over 0 to {@code high}, rounded up or down at random keeping its mean. */
    private static int drawn(int high, Random random) {
        double x = random.nextDouble() * high;
        int below = (int) Math.floor(x);
        return below + (random.nextDouble() < x - below ? 1 : 0);
    }
}
