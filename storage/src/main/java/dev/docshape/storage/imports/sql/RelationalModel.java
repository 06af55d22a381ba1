package dev.docshape.storage.imports.sql;

import dev.docshape.model.Cardinality;
import dev.docshape.model.DataModel;
import dev.docshape.model.Entity;
import dev.docshape.model.Field;
import dev.docshape.model.FieldType;
import dev.docshape.model.Position;
import dev.docshape.model.Relationship;
import dev.docshape.model.Volatility;
import dev.docshape.model.projection.Naming;
import dev.docshape.model.naming.Nouns;
import dev.docshape.storage.sample.TypicalSizes;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * The DocShape model of a set of tables: a table is an entity (its single-column primary key becomes
 * the implied id, its foreign-key columns become relationships), a foreign key a one-to-many from
 * the referenced table (one-to-one when the key columns are unique), and a table whose primary key
 * is two foreign keys with at most {@value #JOIN_EXTRA_COLUMNS} other columns a many-to-many between
 * the two tables it joins. A DDL script holds no row counts: every entity gets
 * {@value #DEFAULT_COUNT} instances and every one-to-many {@value #DEFAULT_CHILDREN} children per
 * parent, which the user then adjusts; a child the parent owns (ON DELETE CASCADE, or a key that
 * includes the parent's) is "contained" and bounded at {@value #CONTAINED_MAX} (decision record 0191).
 */
final class RelationalModel {
    static final long DEFAULT_COUNT = 1_000;
    static final double DEFAULT_CHILDREN = 10;
    static final int CONTAINED_MAX = 100;
    static final int JOIN_EXTRA_COLUMNS = 2;

    private final Map<String, TableDef> byKey = new HashMap<>();
    private final Map<String, String> entityIds = new HashMap<>();
    private final Map<String, String> entityNames = new HashMap<>();
    private final Map<String, Set<String>> namesInEntity = new HashMap<>();
    private final List<Entity> entities = new ArrayList<>();
    private final List<Relationship> relationships = new ArrayList<>();
    private final Map<String, Boolean> manyToMany = new HashMap<>();
    private final List<String> notes = new ArrayList<>();
    private final TypicalSizes typicalSizes = new TypicalSizes();

    /** The model, which relationships are many-to-many (id to true), and notes on what could not be carried over. */
    record Result(DataModel model, Set<String> manyToManyIds, List<String> notes) {
    }

    static Result of(List<TableDef> tables) {
        RelationalModel m = new RelationalModel();
        for (TableDef t : tables) m.byKey.put(SqlNames.key(t.name), t);
        Set<TableDef> joins = new LinkedHashSet<>();
        Set<String> ids = new HashSet<>();
        Set<String> names = new HashSet<>(m.byKey.keySet());
        for (TableDef t : tables) {
            if (m.isJoinTable(t)) {
                joins.add(t);
                continue;
            }
            String name = entityName(t.name, names);
            String id = unique(ids, Naming.lowerCamel(name));
            m.entityIds.put(SqlNames.key(t.name), id);
            m.entityNames.put(SqlNames.key(t.name), name);
            // no place: the designer lays out a diagram whose cards share one spot as it opens it (docs/imports.md, 0559)
            m.entities.add(new Entity(id, name, m.fields(t, name), DEFAULT_COUNT, 0, Position.ORIGIN, false,
                    SqlComments.description(t.comment, "table " + t.name, m.notes)));
            Set<String> fieldNames = new HashSet<>();
            m.entities.get(m.entities.size() - 1).fields().forEach(f -> fieldNames.add(f.name()));
            m.namesInEntity.put(id, fieldNames);
        }
        Set<String> relationshipIds = new HashSet<>();
        for (TableDef t : tables) {
            if (joins.contains(t)) continue;
            Map<String, Integer> perParent = new HashMap<>();
            for (TableDef.ForeignKey fk : t.foreignKeys) perParent.merge(SqlNames.key(fk.target()), 1, Integer::sum);
            for (TableDef.ForeignKey fk : t.foreignKeys) {
                m.foreignKey(t, fk, relationshipIds, perParent.get(SqlNames.key(fk.target())) > 1);
            }
        }
        for (TableDef j : joins) m.joinTable(j, relationshipIds);
        Set<String> m2m = new HashSet<>();
        m.manyToMany.forEach((id, yes) -> {
            if (yes) m2m.add(id);
        });
        return new Result(new DataModel(m.entities, m.relationships, List.of()), m2m, m.notes);
    }

    /**
     * A table's entity name: its name in the singular, in its own case ({@code planned_meals} gives {@code planned_meal},
     * {@code People} {@code Person}: docs/imports.md "Entity names from tables"), or the table's name where the singular
     * is another table's name or already taken ({@code taken}: keys of table and entity names so far).
     */
    private static String entityName(String table, Set<String> taken) {
        String singular = Nouns.singular(table);
        if (singular.equals(table) || !taken.add(SqlNames.key(singular))) return table;
        return singular;
    }

    private boolean isJoinTable(TableDef t) {
        if (t.primaryKey.size() != 2 || t.foreignKeys.size() != 2) return false;
        Set<String> pk = keys(t.primaryKey);
        Set<String> fkColumns = new HashSet<>();
        for (TableDef.ForeignKey fk : t.foreignKeys) {
            if (fk.columns().size() != 1 || !byKey.containsKey(SqlNames.key(fk.target()))) return false;
            fkColumns.addAll(keys(fk.columns()));
        }
        return pk.equals(fkColumns) && t.columns.size() - 2 <= JOIN_EXTRA_COLUMNS;
    }

    private List<Field> fields(TableDef t, String entityName) {
        Set<String> skip = new HashSet<>();
        if (t.primaryKey.size() == 1) skip.add(SqlNames.key(t.primaryKey.get(0)));
        for (TableDef.ForeignKey fk : t.foreignKeys) {
            if (byKey.containsKey(SqlNames.key(fk.target()))) skip.addAll(keys(fk.columns()));
        }
        List<Field> fields = new ArrayList<>();
        for (TableDef.Column c : t.columns.values()) {
            if (skip.contains(SqlNames.key(c.name))) continue;
            SqlTypes.Mapped type = c.type;
            Field field = new Field(c.name, type.type(), avgSize(c, entityName), c.notNull, type.itemType(), type.itemType() == null ? 0 : 3,
                    List.of(), null, c.distinctValues, c.range, null, 1, null,
                    SqlComments.description(c.comment, "column " + t.name + "." + c.name, notes));
            fields.add(ListedLiterals.onto(field, c.values));
        }
        return fields;
    }

    /**
     * A column's average size: a string whose name says what it holds (an {@code email}, a {@code phone}, a
     * {@code username}) is as long as the sample's values of that kind, at most its declared length if it has one
     * ({@code VARCHAR(254)} and {@code TEXT} alike, not a fixed {@code CHAR(2)}; docs/imports.md "Sizes from declared lengths", decisions 0528,
     * 0537); one whose values a list declares (a MySQL {@code ENUM('low', 'normal', 'high', 'urgent')}, a {@code CHECK (... IN
     * ...)}) is their mean size, 5 bytes there (decision 0550). Other columns keep the type's size ({@link SqlTypes}).
     */
    private int avgSize(TableDef.Column c, String entityName) {
        // a fixed length (CHAR(2)) is the size; only a length that is a limit, or none, leaves it to the values or the name
        boolean open = c.type.limit() > 0 || c.type.avgSize() == 0;
        if (c.type.type() != FieldType.STRING || !open) return c.type.avgSize();
        if (c.valuesMeanBytes > 0) return c.valuesMeanBytes;
        int limit = c.type.limit() > 0 ? c.type.limit() : Integer.MAX_VALUE;
        return typicalSizes.of(c.name, entityName).stream().map(size -> Math.min(size, limit)).findFirst()
                .orElse(c.type.avgSize());
    }

    /**
     * A foreign key as a relationship, named on the child's side after its column ({@code assignee_id}: {@code assignee});
     * {@code sameParentAgain}, the child table refers to the parent more than once, adds the column's role to the parent's
     * side ({@code issuesAsAssignee}) unless the column is named after the parent (docs/imports.md "Relationship names from
     * foreign-key columns", decision 0553).
     */
    private void foreignKey(TableDef child, TableDef.ForeignKey fk, Set<String> relationshipIds, boolean sameParentAgain) {
        TableDef parent = byKey.get(SqlNames.key(fk.target()));
        if (parent == null) {
            notes.add("table " + child.name + " (line " + fk.line() + "): its foreign key " + fk.columns() + " refers to "
                    + fk.target() + ", which the script does not create; the columns stay fields");
            return;
        }
        boolean oneToOne = child.unique(fk.columns());
        boolean contained = fk.cascade() || keys(child.primaryKey).containsAll(keys(fk.columns())) && !child.primaryKey.isEmpty();
        String parentId = entityIds.get(SqlNames.key(parent.name));
        String childId = entityIds.get(SqlNames.key(child.name));
        // a one-to-one after the child in the singular, a one-to-many after its table in the plural (people, not persons)
        String plain = oneToOne ? Naming.lowerCamel(entityNames.get(SqlNames.key(child.name)))
                : Nouns.plural(Naming.lowerCamel(child.name));
        String role = fk.columns().size() == 1 ? Naming.lowerCamel(withoutIdSuffix(fk.columns().get(0))) : null;
        boolean namedForParent = role != null && (role.equalsIgnoreCase(Naming.lowerCamel(parent.name))
                || role.equalsIgnoreCase(Naming.lowerCamel(entityNames.get(SqlNames.key(parent.name)))));
        boolean byRole = sameParentAgain && role != null && !namedForParent;
        String name = uniqueIn(parentId, byRole ? plain + "As" + Naming.capitalize(role) : plain);
        String inverse = role == null || role.equals(Naming.lowerCamel(parent.name)) ? null : uniqueIn(childId, role);
        String id = unique(relationshipIds, childId + "-" + Naming.lowerCamel(fk.columns().get(0)));
        Cardinality cardinality = oneToOne ? Cardinality.ONE_TO_ONE : Cardinality.ONE_TO_MANY;
        double avg = oneToOne ? 1 : DEFAULT_CHILDREN;
        Integer max = oneToOne ? Integer.valueOf(1) : contained ? Integer.valueOf(CONTAINED_MAX) : null;
        relationships.add(new Relationship(id, parentId, childId, name, inverse, cardinality, avg, max, 1, contained,
                Volatility.STABLE));
        manyToMany.put(id, false);
    }

    private void joinTable(TableDef join, Set<String> relationshipIds) {
        TableDef.ForeignKey a = join.foreignKeys.get(0);
        TableDef.ForeignKey b = join.foreignKeys.get(1);
        String parentId = entityIds.get(SqlNames.key(a.target()));
        String childId = entityIds.get(SqlNames.key(b.target()));
        TableDef parent = byKey.get(SqlNames.key(a.target()));
        TableDef child = byKey.get(SqlNames.key(b.target()));
        String name = uniqueIn(parentId, Nouns.plural(Naming.lowerCamel(role(join.name, parent.name, child.name))));
        String inverse = uniqueIn(childId, Nouns.plural(Naming.lowerCamel(parent.name)));
        String id = unique(relationshipIds, Naming.lowerCamel(join.name));
        relationships.add(new Relationship(id, parentId, childId, name, inverse, Cardinality.MANY_TO_MANY, DEFAULT_CHILDREN,
                null, DEFAULT_CHILDREN, false, Volatility.STABLE));
        manyToMany.put(id, true);
        if (join.columns.size() > 2) {
            Set<String> keyColumns = keys(join.primaryKey);
            List<String> extra = join.columns.values().stream().map(c -> c.name)
                    .filter(n -> !keyColumns.contains(SqlNames.key(n))).toList();
            notes.add("table " + join.name + " (line " + join.line + ") joins " + parent.name + " and " + child.name
                    + " (many-to-many); its other columns " + extra + " are not in the model");
        }
    }

    /**
     * What a join table calls the children: the rest of its name after the parent's ({@code issue_watchers} joining issues
     * and users: {@code watchers}), else the child table's name ({@code issue_labels}: {@code labels}; docs/imports.md
     * "Names", decision 0550).
     */
    private static String role(String join, String parent, String child) {
        String lower = join.toLowerCase(Locale.ROOT);
        for (String prefix : new String[] {parent, Nouns.singular(parent)}) {
            String p = prefix.toLowerCase(Locale.ROOT) + "_";
            if (lower.startsWith(p) && lower.length() > p.length()) return join.substring(p.length());
        }
        return child;
    }

    private String uniqueIn(String entityId, String preferred) {
        return unique(namesInEntity.computeIfAbsent(entityId, k -> new HashSet<>()), preferred);
    }

    private static String unique(Set<String> taken, String preferred) {
        String name = preferred;
        for (int n = 2; !taken.add(name); n++) name = preferred + n;
        return name;
    }

    private static Set<String> keys(List<String> columns) {
        Set<String> keys = new HashSet<>();
        for (String c : columns) keys.add(SqlNames.key(c));
        return keys;
    }

    /** {@code PersonId}, {@code person_id}, {@code TypeID} give {@code Person}, {@code person}, {@code Type}. */
    static String withoutIdSuffix(String column) {
        String lower = column.toLowerCase(Locale.ROOT);
        for (String suffix : new String[] {"_id", "id"}) {
            if (lower.endsWith(suffix) && column.length() > suffix.length()) return column.substring(0, column.length() - suffix.length());
        }
        return column;
    }
}
