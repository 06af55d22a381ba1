package dev.docshape.model.projection;

import java.util.Locale;
import java.util.regex.Pattern;

/**
 * The names the projection gives collections and generated fields (decision record 0010):
 * collections keep the entity's name; generated fields are lowerCamel ({@code personId},
 * {@code recentComments}, {@code countOfBooks}).
 */
public final class Naming {
    private static final Pattern NOT_NAME = Pattern.compile("[^\\p{L}\\p{N}_\\-\\s]");
    private static final Pattern SPACES = Pattern.compile("\\s+");

    private Naming() {
    }

    /** The entity collection's name: the entity name, with characters other than letters, digits, _ and - removed. */
    public static String collectionName(String entityName) {
        String[] words = words(entityName);
        if (words.length == 1) return words[0];
        StringBuilder b = new StringBuilder();
        for (String w : words) b.append(capitalize(w));
        return b.toString();
    }

    /** {@code "Contact Detail"} and {@code "ContactDetail"} both give {@code "contactDetail"}. */
    public static String lowerCamel(String name) {
        String[] words = words(name);
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < words.length; i++) {
            String w = words[i];
            if (i == 0) {
                b.append(isAllUpper(w) ? w.toLowerCase(Locale.ROOT) : decapitalize(w));
            } else {
                b.append(capitalize(w));
            }
        }
        return b.length() == 0 ? "x" : b.toString();
    }

    /** {@code "books"} gives {@code "Books"}. */
    /** The field a parent keeps its pre-computed count of a relationship's children in: {@code countOfBooks}. */
    public static String countField(String relationshipName) {
        return "countOf" + capitalize(relationshipName);
    }

    public static String capitalize(String s) {
        return s.isEmpty() ? s : Character.toUpperCase(s.charAt(0)) + s.substring(1);
    }

    private static String decapitalize(String s) {
        return s.isEmpty() ? s : Character.toLowerCase(s.charAt(0)) + s.substring(1);
    }

    private static boolean isAllUpper(String w) {
        return w.length() > 1 && w.equals(w.toUpperCase(Locale.ROOT));
    }

    private static String[] words(String name) {
        if (isSimple(name)) return new String[] {name};
        String cleaned = NOT_NAME.matcher(name).replaceAll(" ").trim();
        return cleaned.isEmpty() ? new String[] {"x"} : SPACES.split(cleaned);
    }

    private static boolean isSimple(String name) {
        if (name.isEmpty()) return false;
        for (int i = 0; i < name.length(); i++) {
            char c = name.charAt(i);
            if (!(c < 128 && (Character.isLetterOrDigit(c) || c == '_' || c == '-'))) return false;
        }
        return true;
    }
}
