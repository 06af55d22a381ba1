package dev.docshape.model.naming;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * Singular and plural nouns, the one rule for every name made from another: entity names from field names
 * ({@code addresses} gives {@code Address}, {@code categories} {@code Category}), array items' names (the sample's
 * values, codegen's types) and from table names ({@code planned_meals} gives {@code planned_meal}), relationship names from
 * entity names. The last word of a name changes ({@code OrderStatuses}, {@code order_statuses}), its case kept.
 */
public final class Nouns {
    /** Plurals the suffix rules get wrong, by their singular's last word. */
    private static final Map<String, String> IRREGULAR = Map.ofEntries(Map.entry("people", "person"),
            Map.entry("children", "child"), Map.entry("men", "man"), Map.entry("women", "woman"), Map.entry("criteria", "criterion"),
            Map.entry("indices", "index"), Map.entry("vertices", "vertex"), Map.entry("matrices", "matrix"),
            Map.entry("appendices", "appendix"), Map.entry("shelves", "shelf"), Map.entry("knives", "knife"),
            Map.entry("wives", "wife"), Map.entry("lives", "life"), Map.entry("halves", "half"), Map.entry("wolves", "wolf"),
            Map.entry("leaves", "leaf"), Map.entry("thieves", "thief"), Map.entry("geese", "goose"), Map.entry("mice", "mouse"),
            Map.entry("feet", "foot"), Map.entry("teeth", "tooth"), Map.entry("analyses", "analysis"),
            Map.entry("diagnoses", "diagnosis"), Map.entry("theses", "thesis"), Map.entry("crises", "crisis"),
            Map.entry("heroes", "hero"), Map.entry("potatoes", "potato"), Map.entry("tomatoes", "tomato"),
            Map.entry("echoes", "echo"), Map.entry("quizzes", "quiz"));
    /** Words that are their own plural. */
    private static final Set<String> INVARIANT = Set.of("series", "species", "news", "data", "metadata", "media", "info",
            "sheep", "fish", "equipment", "feedback", "staff", "means", "physics", "economics", "mathematics", "statistics");
    /** Singulars that end as plurals do. */
    private static final Set<String> SINGULAR_S = Set.of("status", "bus", "campus", "bonus", "virus", "census", "focus",
            "corpus", "syllabus", "surplus", "apparatus", "consensus", "alias", "gas", "canvas", "atlas", "bias", "analysis",
            "basis", "axis", "thesis", "crisis", "diagnosis", "lens");
    /** Singulars ending in {@code ie}, {@code che}, {@code ze} or {@code se} that the suffix rules would cut. */
    private static final Set<String> KEEP_E = Set.of("movie", "cookie", "calorie", "tie", "pie", "lie", "zombie", "rookie",
            "selfie", "brownie", "hoodie", "smoothie", "goalie", "genie", "veggie", "foodie", "prairie", "lingerie", "cache",
            "headache", "niche", "avalanche", "moustache", "cliche", "quiche", "size", "prize", "maze", "breeze", "bronze",
            "freeze", "haze", "glaze", "gauze");

    private Nouns() {
    }

    /**
     * Beginnings written with a vowel letter and said with a consonant ("a user", "a unit", "a uuid", "a one-to-many"),
     * and written with a consonant and said with a vowel (a silent h: "an hour"), decision 0563.
     */
    private static final List<String> CONSONANT_SOUND = List.of("uni", "use", "usa", "usu", "uti", "ura", "uri", "uro", "url",
            "uu", "eu", "ewe", "one", "once");
    private static final List<String> VOWEL_SOUND = List.of("hour", "honest", "honor", "honour", "heir");

    /** Letters whose names start with a vowel sound: "an F" (eff), "an H" (aitch), "an S" (ess); "a U" (you). */
    private static final String VOWEL_NAMED_LETTERS = "AEFHILMNORSX";

    /**
     * {@code word} with its indefinite article, by how its first word is said: "an issue", "a comment", "a user", "a
     * UNIT", "an hour_log", "a uuid", "an integer" (decisions 0562, 0563); an abbreviation said letter by letter by its
     * first letter's name: "an SKU", "a URL", "an ID" (decision 0574). The one helper for it: findings, messages and
     * the designer's words take their article here.
     */
    public static String withArticle(String word) {
        String spelled = spelledOut(word);
        if (spelled != null) return (VOWEL_NAMED_LETTERS.indexOf(spelled.charAt(0)) >= 0 ? "an " : "a ") + word;
        String lower = word.toLowerCase(Locale.ROOT);
        boolean vowel = !lower.isEmpty() && "aeiou".indexOf(lower.charAt(0)) >= 0;
        boolean vowelSound = vowel ? CONSONANT_SOUND.stream().noneMatch(lower::startsWith)
                : VOWEL_SOUND.stream().anyMatch(lower::startsWith);
        return (vowelSound ? "an " : "a ") + word;
    }

    /**
     * The abbreviation {@code word} starts with when it is said letter by letter, else null. Its first word is its
     * leading capitals ({@code SKU_codes}, {@code IDs}, the {@code ID} of {@code IDCard}); two or more of them are
     * spelled out when they hold no vowel ({@code HTML}, {@code SQL}) or are at most three letters that do not read as a
     * syllable, consonant-vowel-consonant ({@code ID}, {@code SKU}, {@code URL}; not {@code LOG}, {@code MAP}). Longer
     * capitals are words ({@code UNIT}, {@code HOTEL}, {@code ORDER}: import sql keeps a table's capitals).
     */
    private static String spelledOut(String word) {
        int run = 0;
        while (run < word.length() && word.charAt(run) >= 'A' && word.charAt(run) <= 'Z') run++;
        if (run < word.length() && Character.isLowerCase(word.charAt(run))) {
            // a plural abbreviation (IDs) keeps its capitals; otherwise the last capital starts the next word (IDCard)
            boolean plural = word.charAt(run) == 's' && (run + 1 == word.length() || !Character.isLetter(word.charAt(run + 1)));
            if (!plural) run--;
        }
        if (run < 2) return null;
        String caps = word.substring(0, run);
        boolean vowels = caps.chars().anyMatch(c -> "AEIOUY".indexOf(c) >= 0);
        boolean syllable = run == 3 && "AEIOUY".indexOf(caps.charAt(0)) < 0 && "AEIOUY".indexOf(caps.charAt(1)) >= 0
                && "AEIOUY".indexOf(caps.charAt(2)) < 0;
        return !vowels || (run <= 3 && !syllable) ? caps : null;
    }

    /** The plural of {@code word}, or {@code word} itself when it already reads as a plural ({@code recipes}, table names). */
    public static String plural(String word) {
        if (!singular(word).equals(word) || INVARIANT.contains(lastWord(word).toLowerCase(Locale.ROOT))) return word;
        return regularPlural(word);
    }

    /** A simple English plural for default field names: book/books, category/categories, address/addresses. */
    public static String regularPlural(String word) {
        if (word.isEmpty()) return word;
        String lower = word.toLowerCase(Locale.ROOT);
        if (lower.endsWith("y") && word.length() > 1 && "aeiou".indexOf(lower.charAt(lower.length() - 2)) < 0) {
            return word.substring(0, word.length() - 1) + "ies";
        }
        if (lower.endsWith("s") || lower.endsWith("x") || lower.endsWith("z") || lower.endsWith("ch") || lower.endsWith("sh")) {
            return word + "es";
        }
        return word + "s";
    }

    /**
     * The singular of {@code word}'s last word: {@code categories} gives {@code category}, {@code addresses}
     * {@code address}, {@code statuses} {@code status}, {@code people} {@code person}; {@code status}, {@code series},
     * {@code person} stay as they are.
     */
    public static String singular(String word) {
        String last = lastWord(word);
        String lower = last.toLowerCase(Locale.ROOT);
        if (lower.length() < 2 || INVARIANT.contains(lower) || SINGULAR_S.contains(lower)) return word;
        String irregular = IRREGULAR.get(lower);
        if (irregular != null) return replaceLast(word, last, irregular);
        String one = suffixSingular(lower);
        return one.equals(lower) ? word : replaceLast(word, last, one);
    }

    private static String suffixSingular(String w) {
        if (w.endsWith("es") && SINGULAR_S.contains(w.substring(0, w.length() - 2))) return w.substring(0, w.length() - 2);
        if (w.endsWith("s") && KEEP_E.contains(w.substring(0, w.length() - 1))) return w.substring(0, w.length() - 1);
        if (w.endsWith("ies") && w.length() > 4) return w.substring(0, w.length() - 3) + "y";
        if (w.endsWith("sses") || w.endsWith("xes") || w.endsWith("ches") || w.endsWith("shes") || w.endsWith("zzes")
                || w.endsWith("tzes")) {
            return w.substring(0, w.length() - 2);
        }
        if (w.endsWith("s") && !w.endsWith("ss") && !w.endsWith("us") && !w.endsWith("is")) return w.substring(0, w.length() - 1);
        return w;
    }

    /** The last word of a name: after its last {@code _}, {@code -}, space or digit, or from its last capital after a small letter. */
    private static String lastWord(String name) {
        int start = 0;
        for (int i = 1; i < name.length(); i++) {
            char c = name.charAt(i);
            char before = name.charAt(i - 1);
            if (!Character.isLetter(before) && Character.isLetter(c)) start = i;
            else if (Character.isUpperCase(c) && Character.isLowerCase(before)) start = i;
        }
        return name.substring(start);
    }

    /** {@code word} with its last word {@code last} replaced by {@code replacement} (lower case), in {@code last}'s case. */
    private static String replaceLast(String word, String last, String replacement) {
        String cased;
        if (last.length() > 1 && last.equals(last.toUpperCase(Locale.ROOT))) {
            cased = replacement.toUpperCase(Locale.ROOT);
        } else {
            int same = 0;
            while (same < last.length() && same < replacement.length()
                    && Character.toLowerCase(last.charAt(same)) == replacement.charAt(same)) same++;
            cased = last.substring(0, same) + replacement.substring(same);
        }
        return word.substring(0, word.length() - last.length()) + cased;
    }
}
