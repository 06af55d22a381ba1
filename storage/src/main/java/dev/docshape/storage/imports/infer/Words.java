package dev.docshape.storage.imports.infer;

import dev.docshape.model.projection.Naming;

import java.util.Locale;

/** Entity names from field names: {@code addresses} gives {@code Address}, {@code categories} {@code Category}. */
public final class Words {
    private Words() {
    }

    /** The plural of {@code word}, or {@code word} itself when it already reads as a plural ({@code recipes}, table names). */
    public static String plural(String word) {
        return singular(word).equals(word) ? Naming.plural(word) : word;
    }

    static String singular(String word) {
        String lower = word.toLowerCase(Locale.ROOT);
        if (lower.endsWith("ies") && word.length() > 3) return word.substring(0, word.length() - 3) + "y";
        if (lower.endsWith("sses") || lower.endsWith("xes") || lower.endsWith("ches") || lower.endsWith("shes")
                || lower.endsWith("zes")) {
            return word.substring(0, word.length() - 2);
        }
        if (lower.endsWith("s") && !lower.endsWith("ss") && word.length() > 1) return word.substring(0, word.length() - 1);
        return word;
    }

    /** The name of an entity found in field {@code field}: capitalised, singular for arrays. */
    static String entityName(String field, boolean array) {
        String base = Naming.collectionName(field.isBlank() ? "item" : field);
        return Naming.capitalize(array ? singular(base) : base);
    }

    /** A readable entity id for {@code name}. */
    static String entityId(String name) {
        return Naming.lowerCamel(name);
    }
}
