package dev.docshape.model.projection;

import dev.docshape.model.Cardinality;
import dev.docshape.model.DataModel;
import dev.docshape.model.Design;
import dev.docshape.model.Entity;
import dev.docshape.model.Field;
import dev.docshape.model.FieldType;
import dev.docshape.model.Relationship;
import dev.docshape.model.ValueRange;
import dev.docshape.model.Volatility;
import dev.docshape.model.mapping.Mapping;
import dev.docshape.model.profile.Profile;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The preview's example values of a number field with a declared range lie in it, by the sample's rule (decision
 * 0537): a meal plan's embedded meals on a {@code day_of_week} of 1 to 7 show days 1, 2, 3; a price above 0 and at most
 * 10, a quantity of at most 5 and a temperature below 0 show values inside, not the ones their names would give.
 */
class RangedExampleValuesTest {

    private static DataModel mealPlans() {
        Entity plan = Entity.of("plan", "Plan", List.of(Field.string("title", 20)), 1_000);
        Entity meal = Entity.of("meal", "Meal", List.of(
                Field.of("day_of_week", FieldType.INTEGER).withRange(ValueRange.between(1, 7)),
                Field.of("price", FieldType.DECIMAL).withRange(new ValueRange(0.0, true, 10.0, false)),
                Field.of("quantity", FieldType.INTEGER).withRange(new ValueRange(null, false, 5.0, false)),
                Field.of("temperature", FieldType.DOUBLE).withRange(new ValueRange(null, false, 0.0, true)),
                Field.of("stock", FieldType.LONG).withRange(new ValueRange(0.0, false, 99.0, false))), 10_000);
        return new DataModel(List.of(plan, meal),
                List.of(new Relationship("plan-meals", "plan", "meal", "meals", null, Cardinality.ONE_TO_MANY, 10, 21, 1, true,
                        Volatility.STABLE)),
                List.of());
    }

    @Test
    void everyShownValueOfARangedFieldLiesInItsRange() {
        Projection p = Projector.project(mealPlans(), new Design("embedded", Map.of("plan-meals", Mapping.embed()), Set.of()));
        String plan = ExampleDocument.render(p.collection("Plan").orElseThrow(), Profile.mongodb());

        List<String> days = values(plan, "day_of_week");
        assertEquals(List.of("1", "2", "3"), days, "the whole numbers of 1 to 7 in turn, as for a declared domain: " + plan);
        List<Double> prices = numbers(plan, "price");
        assertEquals(3, prices.size(), plan);
        for (double price : prices) assertTrue(price > 0 && price <= 10, "price " + price + " above 0, at most 10: " + plan);
        assertTrue(prices.stream().distinct().count() == 3, "spread over the range, not one value: " + prices);
        for (double q : numbers(plan, "quantity")) assertTrue(q <= 5, "quantity " + q + " at most 5: " + plan);
        for (double t : numbers(plan, "temperature")) assertTrue(t < 0, "temperature " + t + " below 0: " + plan);
        for (double s : numbers(plan, "stock")) assertTrue(s >= 0 && s <= 99, "stock " + s + " 0 to 99: " + plan);
    }

    private static List<Double> numbers(String json, String name) {
        List<Double> out = new ArrayList<>();
        for (String v : values(json, name)) out.add(Double.parseDouble(v.replaceAll("[^0-9.eE+-]", "")));
        return out;
    }

    /** Every value of {@code name} in the example, in order, without quotes. */
    private static List<String> values(String json, String name) {
        Matcher m = Pattern.compile("\"" + name + "\": \"?([^\",\\n}]*)\"?").matcher(json);
        List<String> out = new ArrayList<>();
        while (m.find()) out.add(m.group(1).strip());
        return out;
    }
}
