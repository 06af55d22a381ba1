package dev.docshape.storage.imports.sql;

import dev.docshape.model.Entity;
import dev.docshape.model.Field;
import dev.docshape.storage.imports.ImportException;
import org.junit.jupiter.api.Test;

import java.util.stream.Collectors;
import java.util.stream.IntStream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A column's CHECK list or enum type declares its number of distinct values (docs/imports.md "Few distinct values"). */
class SqlValueListsTest {

    private static SqlImport.Result read(String sql) throws ImportException {
        SqlImport.Result result = SqlImport.fromText(sql, "shop.sql", "shop");
        assertTrue(result.skipped().isEmpty(), "every statement is read: " + result.skipped());
        return result;
    }

    private static Field field(SqlImport.Result result, String entityName, String column) {
        Entity entity = result.project().model().entities().stream().filter(e -> e.name().equals(entityName)).findFirst().orElseThrow();
        return entity.field(column).orElseThrow(() -> new AssertionError("no " + entityName + "." + column));
    }

    @Test
    void checkInListsAndMysqlEnumsDeclareTheirDistinctValues() throws ImportException {
        SqlImport.Result r = read("""
                CREATE TABLE orders (
                  id INT PRIMARY KEY,
                  status VARCHAR(10) NOT NULL CHECK (status IN ('new', 'paid', 'shipped')),
                  size ENUM('s', 'm', 'l', 'xl') DEFAULT 's',
                  priority INT,
                  channel TEXT,
                  note TEXT,
                  paid BOOLEAN CHECK (paid IN (TRUE, FALSE)),
                  CONSTRAINT orders_priority CHECK (priority IN (1, 2, 3, 4, 5) AND priority IS NOT NULL),
                  CHECK (note NOT IN ('x', 'y'))
                );
                ALTER TABLE orders ADD CONSTRAINT orders_channel CHECK (channel IN ('web', 'shop'));
                """);
        assertEquals(3, field(r, "order", "status").distinctValues());
        assertEquals(4, field(r, "order", "size").distinctValues());
        assertEquals(5, field(r, "order", "priority").distinctValues());
        assertEquals(2, field(r, "order", "channel").distinctValues(), "a CHECK added by ALTER TABLE");
        assertNull(field(r, "order", "note").distinctValues(), "NOT IN allows every other value");
        assertNull(field(r, "order", "paid").distinctValues(), "a boolean has its 2 values already");
    }

    @Test
    void postgresEnumTypesAndPgDumpChecksDeclareTheirDistinctValues() throws ImportException {
        SqlImport.Result r = read("""
                CREATE TYPE public.mood AS ENUM ('sad', 'ok', 'happy', 'elated');
                CREATE TABLE public.people (
                    id integer NOT NULL,
                    mood public.mood,
                    kind character varying(20) NOT NULL,
                    CONSTRAINT people_kind_check CHECK (((kind)::text = ANY ((ARRAY['staff'::character varying, 'guest'::character varying])::text[])))
                );
                ALTER TABLE ONLY public.people ADD CONSTRAINT people_pkey PRIMARY KEY (id);
                """);
        assertEquals(4, field(r, "person", "mood").distinctValues());
        assertEquals(2, field(r, "person", "kind").distinctValues());
    }

    @Test
    void repeatedValuesCountOnceAndOneValueDeclaresNothing() throws ImportException {
        SqlImport.Result r = read("""
                CREATE TABLE items (id INT PRIMARY KEY,
                  grade CHAR(1) CHECK (grade IN ('a', 'b', 'a', 'b', 'c')),
                  weight DECIMAL(4,1) CHECK (weight IN (1, 1.0, 2.50, 2.5, -1)),
                  kind TEXT CHECK (kind IN ('only')));
                """);
        assertEquals(3, field(r, "item", "grade").distinctValues());
        assertEquals(3, field(r, "item", "weight").distinctValues(), "1 and 1.0, 2.50 and 2.5 are one value each");
        assertNull(field(r, "item", "kind").distinctValues());
    }

    @Test
    void aListOfAHundredThousandValuesIsReadQuicklyAndDeclaresNothing() throws ImportException {
        String values = IntStream.range(0, 100_000).mapToObj(i -> "'v" + i % 50_000 + "'").collect(Collectors.joining(", "));
        SqlImport.Result r = read("CREATE TABLE codes (id INT PRIMARY KEY, code VARCHAR(9) CHECK (code IN (" + values + ")),"
                + " kind VARCHAR(9) CHECK (kind IN ('a', 'b')));");
        assertNull(field(r, "code", "code").distinctValues());
        assertEquals(2, field(r, "code", "kind").distinctValues(), "the rest of the statement still counts");
        assertTrue(r.notes().stream().anyMatch(n -> n.contains("codes.code allows more than 1,000 values") && n.contains("line 1")),
                r.notes().toString());
    }

    @Test
    void aListJustAtTheCapIsDeclared() throws ImportException {
        String values = IntStream.range(0, ValueLists.MAX_VALUES).mapToObj(Integer::toString).collect(Collectors.joining(","));
        SqlImport.Result r = read("CREATE TABLE codes (id INT PRIMARY KEY, code INT CHECK (code IN (" + values + ")));");
        assertEquals(ValueLists.MAX_VALUES, field(r, "code", "code").distinctValues());
    }
}
