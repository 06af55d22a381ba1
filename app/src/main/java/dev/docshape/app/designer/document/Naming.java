package dev.docshape.app.designer.document;

import dev.docshape.model.DataModel;
import dev.docshape.model.Entity;
import dev.docshape.model.Field;

import java.util.Locale;
import java.util.Set;
import java.util.function.Predicate;
import java.util.stream.Collectors;

/** Fresh names and ids for things the user creates (Entity 2, field3, post-comments-2). */
final class Naming {
    private Naming() {
    }

    static String entityName(DataModel model, String base) {
        Set<String> taken = model.entities().stream().map(Entity::name).collect(Collectors.toSet());
        return unique(base, " ", taken::contains);
    }

    static String entityId(DataModel model, String name) {
        Set<String> taken = model.entities().stream().map(Entity::id).collect(Collectors.toSet());
        return unique(slug(name), "-", taken::contains);
    }

    static String fieldName(Entity entity, String base) {
        Set<String> taken = entity.fields().stream().map(Field::name).collect(Collectors.toSet());
        return unique(base, "", taken::contains);
    }

    static String relationshipId(DataModel model, String parentId, String childId) {
        Set<String> taken = model.relationships().stream().map(r -> r.id()).collect(Collectors.toSet());
        return unique(parentId + "-" + childId, "-", taken::contains);
    }

    /** The field that holds the children in the parent: "Comment" becomes "comments". */
    static String relationshipName(Entity child) {
        String word = child.name().strip().replaceAll("\\s+", "");
        if (word.isEmpty()) return "children";
        String lower = Character.toLowerCase(word.charAt(0)) + word.substring(1);
        if (lower.endsWith("s")) return lower;
        if (lower.endsWith("y") && lower.length() > 1 && "aeiou".indexOf(lower.charAt(lower.length() - 2)) < 0) {
            return lower.substring(0, lower.length() - 1) + "ies";
        }
        return lower + "s";
    }

    static String slug(String name) {
        String slug = name.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9]+", "-").replaceAll("(^-|-$)", "");
        return slug.isEmpty() ? "entity" : slug;
    }

    private static String unique(String base, String separator, Predicate<String> taken) {
        if (!taken.test(base)) return base;
        for (int i = 2; ; i++) {
            String candidate = base + separator + i;
            if (!taken.test(candidate)) return candidate;
        }
    }
}
