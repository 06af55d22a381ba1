package dev.docshape.model.edit;

import dev.docshape.model.Entity;
import dev.docshape.model.Field;
import dev.docshape.model.Project;
import dev.docshape.model.Relationship;
import dev.docshape.model.Design;
import dev.docshape.model.pattern.AccessPattern;

import java.util.List;
import java.util.Objects;
import java.util.function.Predicate;

/** Look-ups and checks shared by the edits; every failure is an {@link InvalidEditException}. */
final class Require {
    private Require() {
    }

    static void that(boolean condition, String message) {
        if (!condition) throw new InvalidEditException(message);
    }

    /** Fails when the project no longer holds the value the edit recorded. */
    static void current(String what, Object expected, Object actual) {
        if (!Objects.equals(expected, actual)) {
            throw new InvalidEditException("the edit expected " + what + " to be " + show(expected)
                    + ", but it is " + show(actual));
        }
    }

    /** Fails when {@code what} is no longer the value the edit recorded (for whole records, too long to show). */
    static void unchanged(String what, Object expected, Object actual) {
        if (!Objects.equals(expected, actual)) {
            throw new InvalidEditException(what + " has changed since the edit was made");
        }
    }

    private static String show(Object value) {
        return value == null ? "unset" : "'" + value + "'";
    }

    static int entityIndex(Project project, String entityId) {
        return indexOf(project.model().entities(), e -> e.id().equals(entityId), "no entity '" + entityId + "'");
    }

    static Entity entity(Project project, String entityId) {
        return project.model().entities().get(entityIndex(project, entityId));
    }

    static int relationshipIndex(Project project, String relationshipId) {
        return indexOf(project.model().relationships(), r -> r.id().equals(relationshipId),
                "no relationship '" + relationshipId + "'");
    }

    static Relationship relationship(Project project, String relationshipId) {
        return project.model().relationships().get(relationshipIndex(project, relationshipId));
    }

    static int patternIndex(Project project, String patternId) {
        return indexOf(project.model().patterns(), p -> p.id().equals(patternId),
                "no access pattern '" + patternId + "'");
    }

    static AccessPattern pattern(Project project, String patternId) {
        return project.model().patterns().get(patternIndex(project, patternId));
    }

    static int designIndex(Project project, String designName) {
        return indexOf(project.designs(), d -> d.name().equals(designName), "no design '" + designName + "'");
    }

    static Design design(Project project, String designName) {
        return project.designs().get(designIndex(project, designName));
    }

    static int fieldIndex(Entity entity, String fieldName) {
        return indexOf(entity.fields(), f -> f.name().equals(fieldName),
                "entity " + entity.name() + " has no field '" + fieldName + "'");
    }

    static Field field(Entity entity, String fieldName) {
        return entity.fields().get(fieldIndex(entity, fieldName));
    }

    static void position(int index, int size, String what) {
        that(index >= 0 && index <= size, what + ": position " + index + " is outside 0.." + size);
    }

    static void entityNameFree(Project project, String name, String exceptId) {
        that(project.model().entities().stream().noneMatch(e -> e.name().equals(name) && !e.id().equals(exceptId)),
                "an entity named '" + name + "' already exists");
    }

    static void fieldNameFree(Entity entity, String name) {
        that(entity.field(name).isEmpty(), "entity " + entity.name() + " already has a field '" + name + "'");
    }

    /** Two relationships of one parent cannot share a name: it is the field holding the children. */
    static void relationshipNameFree(Project project, String parentId, String name, String exceptId) {
        that(project.model().relationships().stream()
                        .noneMatch(r -> r.parent().equals(parentId) && r.name().equals(name) && !r.id().equals(exceptId)),
                "entity " + entity(project, parentId).name() + " already has a relationship named '" + name + "'");
    }

    static void designNameFree(Project project, String name) {
        that(project.design(name).isEmpty(), "a design named '" + name + "' already exists");
    }

    private static <T> int indexOf(List<T> items, Predicate<T> match, String missing) {
        for (int i = 0; i < items.size(); i++) {
            if (match.test(items.get(i))) return i;
        }
        throw new InvalidEditException(missing);
    }
}
