package dev.docshape.storage.imports.sql;

import dev.docshape.model.Cardinality;
import dev.docshape.model.Entity;
import dev.docshape.model.Field;
import dev.docshape.model.FieldType;
import dev.docshape.model.Project;
import dev.docshape.model.Relationship;
import dev.docshape.model.mapping.Mapping;
import dev.docshape.model.mapping.Placement;
import dev.docshape.model.validate.ModelValidator;
import dev.docshape.storage.imports.ImportException;
import dev.docshape.storage.sample.TypicalSizes;
import dev.docshape.storage.store.Progress;
import dev.docshape.storage.file.ProjectFiles;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.stream.Collectors;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The seeds' relational Person schema (plus a join table and a one-to-one), as each database's dump tool writes it. */
class SqlImportTest {

    static Path ddl(String name) {
        try {
            return Path.of(SqlImportTest.class.getResource("/ddl/" + name).toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    /** {@code ContactDetail}, {@code contact_detail} and {@code contact_detail} all give {@code contactdetail}. */
    private static String plain(String name) {
        return name.replace("_", "").toLowerCase(Locale.ROOT);
    }

    private static Entity entity(Project p, String plainName) {
        return p.model().entities().stream().filter(e -> plain(e.name()).equals(plainName)).findFirst()
                .orElseThrow(() -> new AssertionError("no entity " + plainName + " in " + p.model().entities().stream().map(Entity::name).toList()));
    }

    private static Relationship between(Project p, String parent, String child) {
        String parentId = entity(p, parent).id();
        String childId = entity(p, child).id();
        return p.model().relationships().stream().filter(r -> r.parent().equals(parentId) && r.child().equals(childId)).findFirst()
                .orElseThrow(() -> new AssertionError("no relationship " + parent + " -> " + child + " in " + p.model().relationships()));
    }

    @ParameterizedTest
    @ValueSource(strings = {"postgres-person.sql", "mysql-person.sql", "sqlserver-person.sql", "sqlite-person.sql"})
    void readsTheSeedsPersonSchemaFromEachDialectsDump(String file) throws Exception {
        SqlImport.Result result = SqlImport.read(ddl(file), "people", Progress.NONE);
        Project p = result.project();
        assertFalse(ModelValidator.hasErrors(ModelValidator.validate(p)), () -> ModelValidator.validate(p).toString());
        assertEquals(7, result.tables());
        assertEquals(Set.of("person", "contactdetailtype", "contactdetail", "address", "company", "personphoto"),
                p.model().entities().stream().map(e -> plain(e.name())).collect(Collectors.toSet()), "the join table is no entity");

        Relationship addresses = between(p, "person", "address");
        assertEquals(Cardinality.ONE_TO_MANY, addresses.cardinality());
        assertTrue(addresses.contains(), "ON DELETE CASCADE: the person owns its addresses");
        assertEquals("addresses", addresses.name());
        Relationship contacts = between(p, "person", "contactdetail");
        assertTrue(contacts.contains());
        Relationship type = between(p, "contactdetailtype", "contactdetail");
        assertEquals(Cardinality.ONE_TO_MANY, type.cardinality());
        assertFalse(type.contains());
        assertEquals("type", type.inverseName(), "the child's field was TypeId / type_id");
        Relationship photo = between(p, "person", "personphoto");
        assertEquals(Cardinality.ONE_TO_ONE, photo.cardinality(), "the foreign key is unique");
        Relationship companies = between(p, "person", "company");
        assertEquals(Cardinality.MANY_TO_MANY, companies.cardinality());
        assertEquals(5, p.model().relationships().size());
        assertEquals(SqlImport.COUNTS_NOTE, result.notes().get(0), "the default counts are said, not hidden");
        assertTrue(result.notes().get(0).contains("1,000 documents"), result.notes().get(0));
        assertTrue(p.model().entities().stream().allMatch(e -> e.count() == 1_000));

        Entity address = entity(p, "address");
        assertEquals(List.of("line1", "line2", "city", "state", "zip"), address.fields().stream().map(f -> plain(f.name())).toList(),
                "the key and the foreign key are not fields");
        Field line1 = address.fields().get(0);
        assertEquals(FieldType.STRING, line1.type());
        assertEquals(new TypicalSizes().of("line1", address.name()).getAsInt(), line1.avgSize(),
                "VARCHAR(100) is a limit: a street line is as long as the sample's (decision 0528)");
        assertTrue(line1.avgSize() < 30, "a street line: " + line1.avgSize());
        Field detail = entity(p, "contactdetail").fields().stream().filter(f -> plain(f.name()).equals("detail")).findFirst().orElseThrow();
        assertEquals(file.startsWith("sqlite") ? 0 : 50, detail.avgSize(), "a VARCHAR(100) whose name says nothing is half full on average");
        assertTrue(line1.required());
        assertFalse(address.fields().get(1).required());
        assertEquals(2, address.fields().get(3).avgSize(), "CHAR(2)");
        assertEquals(FieldType.DATE, entity(p, "person").fields().stream().filter(f -> plain(f.name()).equals("birthdate")).findFirst().orElseThrow().type());
        assertEquals(FieldType.INTEGER, entity(p, "contactdetail").fields().stream().filter(f -> plain(f.name()).equals("extension")).findFirst().orElseThrow().type());
        assertEquals(FieldType.BINARY, entity(p, "personphoto").fields().get(0).type());

        assertEquals(List.of("relational", "suggested"), p.designs().stream().map(d -> d.name()).toList());
        var relational = p.design("relational").orElseThrow();
        assertEquals(Mapping.reference(Placement.CHILD_HOLDS_PARENT_ID), relational.mappingFor(addresses));
        assertEquals(Mapping.reference(Placement.JOINING_DOCUMENTS), relational.mappingFor(companies));
        var suggested = p.design("suggested").orElseThrow();
        assertTrue(suggested.mappingFor(addresses).strategy().embedsChildren(), "the advisor embeds what a person contains");
        assertNotEquals(relational.mappings(), suggested.mappings());
    }

    @Test
    void dialectObjectsAreSkippedWithTheirLine() throws Exception {
        SqlImport.Result pg = SqlImport.read(ddl("postgres-person.sql"), "p", Progress.NONE);
        assertTrue(pg.skipped().contains("postgres-person.sql line 15: CREATE FUNCTION skipped (not a table)"), pg.skipped().toString());
        assertTrue(pg.skipped().contains("postgres-person.sql line 89: CREATE VIEW skipped (not a table)"), pg.skipped().toString());
        SqlImport.Result mysql = SqlImport.read(ddl("mysql-person.sql"), "p", Progress.NONE);
        assertTrue(mysql.skipped().contains("mysql-person.sql line 100: CREATE PROCEDURE skipped (not a table)"), mysql.skipped().toString());
        SqlImport.Result mssql = SqlImport.read(ddl("sqlserver-person.sql"), "p", Progress.NONE);
        assertTrue(mssql.skipped().contains("sqlserver-person.sql line 115: CREATE PROCEDURE skipped (not a table)"), mssql.skipped().toString());
    }

    /** Statements are parsed many at a time, batches side by side (BatchParser); one that does not read still fails alone, with its line. */
    @Test
    void anUnreadableStatementInsideABatchIsSkippedAlone() throws Exception {
        StringBuilder sql = new StringBuilder();
        int broken = BatchParser.BATCH + 5;
        for (int t = 0; t < 3 * BatchParser.BATCH; t++) {
            sql.append(t == broken ? "CREATE TABLE t" + t + " (id INT PRIMARY KEY, oops ((;\n"
                    : "CREATE TABLE t" + t + " (id INT PRIMARY KEY, name VARCHAR(20)" + (t > 0 ? ", up INT REFERENCES t0(id)" : "") + ");\n");
        }
        SqlImport.Result result = SqlImport.fromText(sql.toString(), "many.sql", "many", SqlDialect.AUTO, 3);
        assertEquals(3 * BatchParser.BATCH - 1, result.tables());
        assertEquals(1, result.skipped().size(), result.skipped().toString());
        assertTrue(result.skipped().get(0).startsWith("many.sql line " + (broken + 1) + ": CREATE TABLE T" + broken + " skipped: the parser could not read it"),
                result.skipped().toString());
        assertEquals(3 * BatchParser.BATCH - 2, result.project().model().relationships().size());
    }

    /** Batches parsed side by side give the project, skipped list and notes of one lane, byte for byte (decision record 0193). */
    @Test
    void batchesParsedSideBySideGiveTheSameProjectAsOneAfterTheOther(@TempDir Path dir) throws Exception {
        StringBuilder sql = new StringBuilder("SET NAMES utf8;\n");
        int tables = 12 * BatchParser.BATCH;
        for (int t = 0; t < tables; t++) {
            if (t == 7 * BatchParser.BATCH + 3) sql.append("CREATE TABLE broken").append(t).append(" (id INT PRIMARY KEY, oops ((;\n");
            if (t % 50 == 0) sql.append("CREATE VIEW v").append(t).append(" AS SELECT 1;\nINSERT INTO t0 VALUES (1, 'x', NULL);\n");
            sql.append("CREATE TABLE t").append(t).append(" (id INT PRIMARY KEY, name VARCHAR(").append(10 + t % 90).append(") NOT NULL");
            if (t > 0) sql.append(", up INT").append(t % 3 == 0 ? " UNIQUE" : "").append(" REFERENCES t").append((t * 2654435761L >>> 7) % t).append("(id)");
            sql.append(");\n");
        }
        SqlImport.Result one = SqlImport.fromText(sql.toString(), "wide.sql", "wide", SqlDialect.AUTO, 1);
        SqlImport.Result four = SqlImport.fromText(sql.toString(), "wide.sql", "wide", SqlDialect.AUTO, 4);
        assertEquals(tables, four.tables());
        assertEquals(1, four.skipped().stream().filter(s -> s.contains("could not read it")).count(), four.skipped().toString());
        assertEquals(one.skipped(), four.skipped());
        assertEquals(one.ignored(), four.ignored());
        assertEquals(one.notes(), four.notes());
        Path sequential = dir.resolve("one.docshape");
        Path parallel = dir.resolve("four.docshape");
        ProjectFiles.save(one.project().withId("same"), sequential);
        ProjectFiles.save(four.project().withId("same"), parallel);
        assertArrayEquals(Files.readAllBytes(sequential), Files.readAllBytes(parallel));
    }

    @Test
    void syntaxErrorsSkipTheirStatementOnly() throws Exception {
        SqlImport.Result result = SqlImport.read(ddl("broken.sql"), "broken", Progress.NONE);
        assertEquals(Set.of("customer", "orderline"), result.project().model().entities().stream().map(e -> plain(e.name())).collect(Collectors.toSet()));
        assertTrue(result.skipped().stream().anyMatch(s -> s.startsWith("broken.sql line 6: CREATE TABLE ORDERS skipped: the parser could not read it")),
                result.skipped().toString());
        assertTrue(result.skipped().stream().anyMatch(s -> s.startsWith("broken.sql line 19: CREATE TABLEE OOPS skipped")), result.skipped().toString());
        assertTrue(result.skipped().contains("broken.sql line 21: CREATE VIEW skipped (not a table)"), result.skipped().toString());
        assertTrue(result.notes().stream().anyMatch(n -> n.contains("refers to orders, which the script does not create")), result.notes().toString());
        assertEquals("order_id", entity(result.project(), "orderline").fields().get(0).name(), "a key to a table not created stays a field");
    }

    @ParameterizedTest
    @ValueSource(strings = {
            "person_id integer UNIQUE REFERENCES public.person(id) ON DELETE CASCADE",
            "person_id integer NOT NULL UNIQUE REFERENCES person (id)",
            "person_id integer UNIQUE NOT NULL REFERENCES \"person\"(\"id\") ON UPDATE CASCADE ON DELETE CASCADE",
            "person_id integer CONSTRAINT passport_person_key UNIQUE CONSTRAINT passport_person_fk REFERENCES person(id)",
            "person_id integer REFERENCES person(id) UNIQUE",
            "person_id integer UNIQUE REFERENCES person"})
    void anInlineUniqueForeignKeyIsAOneToOne(String column) throws Exception {
        String sql = "CREATE TABLE public.person (\n  id integer NOT NULL PRIMARY KEY,\n  name text\n);\n"
                + "CREATE TABLE public.passport (\n  id integer PRIMARY KEY,\n  " + column + ",\n  number varchar(20) NOT NULL\n);\n";
        SqlImport.Result result = SqlImport.fromText(sql, "pg.sql", "p");
        assertEquals(List.of(), result.skipped(), "every statement read");
        Relationship passport = between(result.project(), "person", "passport");
        assertEquals(Cardinality.ONE_TO_ONE, passport.cardinality(), "the foreign key is unique: " + column);
        assertEquals(List.of("number"), entity(result.project(), "passport").fields().stream().map(Field::name).toList(),
                "the foreign key is no field");
    }

    /**
     * Table and column names PostgreSQL and MySQL leave unquoted but the parser reserves (docs/imports.md, "Names the
     * parser reserves"): each table is read with its foreign keys, written inline, at the table's end and by ALTER TABLE.
     */
    @ParameterizedTest
    @ValueSource(strings = {"member", "action", "data", "parent", "session", "path", "value", "view", "position", "range"})
    void aNameTheParserReservesIsReadAsAName(String name) throws Exception {
        String sql = "CREATE TABLE public." + name + " (\n  id integer PRIMARY KEY,\n  label text\n);\n"
                + "CREATE TABLE loan (\n  id integer PRIMARY KEY,\n  " + name + "_id integer NOT NULL REFERENCES " + name + "(id),\n  due date\n);\n"
                + "CREATE TABLE review (\n  id bigint PRIMARY KEY,\n  " + name + "_id integer,\n  stars smallint,\n"
                + "  FOREIGN KEY (" + name + "_id) REFERENCES " + name + " (id)\n);\n"
                + "CREATE TABLE note (\n  id integer PRIMARY KEY,\n  " + name + "_id integer\n);\n"
                + "ALTER TABLE ONLY note\n  ADD CONSTRAINT note_fk FOREIGN KEY (" + name + "_id) REFERENCES " + name + "(id);\n";
        SqlImport.Result result = SqlImport.fromText(sql, "lib.sql", "lib");
        assertEquals(List.of(), result.skipped(), "every statement read");
        assertEquals(4, result.tables());
        for (String child : List.of("loan", "review", "note")) {
            assertEquals(Cardinality.ONE_TO_MANY, between(result.project(), name, child).cardinality(), child);
        }
        assertEquals(List.of("label"), entity(result.project(), name).fields().stream().map(Field::name).toList());
    }

    @Test
    void aColumnNamedAsAKeywordKeepsItsName() throws Exception {
        SqlImport.Result result = SqlImport.fromText(
                "CREATE TABLE chart (\n  id integer PRIMARY KEY,\n  window integer,\n  data text\n);\n", "c.sql", "c");
        assertEquals(List.of(), result.skipped());
        assertEquals(List.of("window", "data"), entity(result.project(), "chart").fields().stream().map(Field::name).toList());
    }

    /** A statement wrong for another reason is still skipped, with the complaint where it really stops. */
    @Test
    void aWrongStatementIsStillSkippedWithItsOwnError() throws Exception {
        SqlImport.Result result = SqlImport.fromText("CREATE TABLE a (id integer PRIMARY KEY);\n"
                + "CREATE TABLE b (id integer PRIMARY KEY, a_id integer REFERENCES member(id) oops ((;\n", "w.sql", "w");
        assertEquals(1, result.tables());
        assertEquals(1, result.skipped().size(), result.skipped().toString());
        String skipped = result.skipped().get(0);
        assertTrue(skipped.startsWith("w.sql line 2: CREATE TABLE B skipped: the parser could not read it"), skipped);
        assertFalse(skipped.toLowerCase(Locale.ROOT).contains("member"), "the complaint is where it stops: " + skipped);
    }

    @Test
    void aScriptWithoutTablesIsOneClearError() {
        ImportException e = assertThrows(ImportException.class, () -> SqlImport.fromText("SELECT 1;\nCREATE TABLE (;\n", "x.sql", "x"));
        assertEquals("x.sql: no CREATE TABLE statement could be read", e.getMessage());
    }

    /** Tables named in the plural, as most teams name them: a recipe's steps are {@code steps}, not {@code stepses}. */
    @Test
    void pluralTableNamesGiveRelationshipsTheirOwnName() throws Exception {
        Project p = SqlImport.read(ddl("postgres-recipes.sql"), "recipes", Progress.NONE).project();
        assertEquals("recipes", between(p, "user", "recipe").name());
        assertEquals("steps", between(p, "recipe", "step").name());
        assertEquals("planned_meals", between(p, "mealplan", "plannedmeal").name());
        Relationship ingredients = between(p, "recipe", "ingredient");
        assertEquals(Cardinality.MANY_TO_MANY, ingredients.cardinality());
        assertEquals("ingredients", ingredients.name());
        assertEquals("recipes", ingredients.inverseName());
    }

    /**
     * Tables named in the plural give singular entities in the table's own case, so the advisor speaks of "every new
     * ingredient"; a word that only looks plural stays, and a singular that is another table's name is not taken.
     */
    @Test
    void pluralTableNamesGiveSingularEntities() throws Exception {
        Project p = SqlImport.read(ddl("postgres-recipes.sql"), "recipes", Progress.NONE).project();
        assertEquals(List.of("user", "recipe", "ingredient", "step", "review", "meal_plan", "planned_meal"),
                p.model().entities().stream().map(Entity::name).toList());
        assertEquals(List.of("user", "recipe", "ingredient", "step", "review", "meal_plan", "planned_meal"),
                p.model().entities().stream().map(Entity::id).toList());
        Project odd = SqlImport.fromText("""
                CREATE TABLE statuses (id INT PRIMARY KEY, label VARCHAR(20));
                CREATE TABLE addresses (id INT PRIMARY KEY, line1 VARCHAR(80));
                CREATE TABLE address (id INT PRIMARY KEY, street VARCHAR(80));
                CREATE TABLE series (id INT PRIMARY KEY, title VARCHAR(80));
                CREATE TABLE "People" (id INT PRIMARY KEY, status_id INT REFERENCES statuses(id));
                CREATE TABLE "OrderItems" (id INT PRIMARY KEY, person_id INT REFERENCES "People"(id));
                CREATE TABLE CATEGORIES (id INT PRIMARY KEY, name VARCHAR(40));
                CREATE TABLE movies (id INT PRIMARY KEY, series_id INT REFERENCES series(id));
                CREATE TABLE profiles (id INT PRIMARY KEY, person_id INT UNIQUE REFERENCES "People"(id));
                """, "odd.sql", "odd").project();
        assertEquals(List.of("status", "addresses", "address", "series", "Person", "OrderItem", "CATEGORY", "movie", "profile"),
                odd.model().entities().stream().map(Entity::name).toList(), "addresses keeps its name: address is another table");
        assertEquals("people", between(odd, "status", "person").name(), "a one-to-many named after its child table, in the plural");
        assertEquals("movies", between(odd, "series", "movie").name());
        assertEquals("profile", between(odd, "person", "profile").name(), "a one-to-one after its child, in the singular");
    }
}
