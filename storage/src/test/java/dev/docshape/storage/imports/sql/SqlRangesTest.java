package dev.docshape.storage.imports.sql;

import dev.docshape.model.Entity;
import dev.docshape.model.Field;
import dev.docshape.model.ValueRange;
import dev.docshape.storage.imports.ImportException;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A number column's CHECK comparisons against constants declare its range (docs/imports.md "Ranges", decision 0528). */
class SqlRangesTest {

    private static SqlImport.Result read(String sql) throws ImportException {
        SqlImport.Result result = SqlImport.fromText(sql, "plans.sql", "plans");
        assertTrue(result.skipped().isEmpty(), "every statement is read: " + result.skipped());
        return result;
    }

    private static Field field(SqlImport.Result result, String column) {
        for (Entity e : result.project().model().entities()) {
            var f = e.field(column);
            if (f.isPresent()) return f.get();
        }
        throw new AssertionError("no column " + column);
    }

    @Test
    void betweenAndComparisonsDeclareRanges() throws ImportException {
        SqlImport.Result r = read("""
                CREATE TABLE planned_meals (
                    id BIGSERIAL PRIMARY KEY,
                    day_of_week SMALLINT NOT NULL CHECK (day_of_week BETWEEN 1 AND 7),
                    servings SMALLINT CHECK (servings >= 1 AND servings <= 24),
                    prep_minutes SMALLINT CHECK (prep_minutes >= 0),
                    price NUMERIC(8,2) CHECK (price > 0),
                    discount DOUBLE PRECISION CHECK (0 <= discount AND discount < 1),
                    stock INTEGER,
                    code_length INTEGER CHECK (length(code) <= 10),
                    outside INTEGER CHECK (outside < 0 OR outside > 10),
                    other INTEGER CHECK (other > stock),
                    sum_of INTEGER CHECK (sum_of + 1 > 5),
                    title VARCHAR(20) CHECK (title > 'a'),
                    CONSTRAINT stock_bounds CHECK (stock IS NOT NULL AND stock >= -5)
                );
                ALTER TABLE planned_meals ADD CONSTRAINT stock_cap CHECK (stock <= 1000);
                """);
        assertEquals(ValueRange.between(1, 7), field(r, "day_of_week").range());
        assertEquals(ValueRange.between(1, 24), field(r, "servings").range());
        assertEquals(new ValueRange(0.0, false, null, false), field(r, "prep_minutes").range());
        assertEquals(new ValueRange(0.0, true, null, false), field(r, "price").range(), "above 0, 0 itself not allowed");
        assertEquals(new ValueRange(0.0, false, 1.0, true), field(r, "discount").range(), "0 <= discount reads as discount >= 0");
        assertEquals(ValueRange.between(-5, 1000), field(r, "stock").range(), "a table CHECK and an ALTER TABLE's, both");
        assertNull(field(r, "code_length").range(), "a function of another column bounds nothing here");
        assertNull(field(r, "outside").range(), "an OR: not every comparison holds");
        assertNull(field(r, "other").range(), "another column is not a constant");
        assertNull(field(r, "sum_of").range(), "an expression is not the column");
        assertNull(field(r, "title").range(), "a string has no range");
    }

    @Test
    void pgDumpsParenthesesAndCastsAreRead() throws ImportException {
        SqlImport.Result r = read("""
                CREATE TABLE public.reviews (
                    id bigint NOT NULL,
                    rating smallint NOT NULL,
                    price numeric(8,2),
                    weight numeric,
                    CONSTRAINT reviews_rating_check CHECK (((rating >= 1) AND (rating <= 5))),
                    CONSTRAINT reviews_price_check CHECK ((price > (0)::numeric)),
                    CONSTRAINT reviews_weight_check CHECK (((weight)::numeric >= 0.5) AND ((weight)::numeric <= (2.5)::numeric))
                );
                """);
        assertEquals(ValueRange.between(1, 5), field(r, "rating").range());
        assertEquals(new ValueRange(0.0, true, null, false), field(r, "price").range());
        assertEquals(ValueRange.between(0.5, 2.5), field(r, "weight").range());
    }
}
