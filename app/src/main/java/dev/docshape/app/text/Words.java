package dev.docshape.app.text;

/** Small pieces of English the designer and the command line share. */
public final class Words {
    private Words() {
    }

    /** {@code 1 entity}, {@code 2 entities}. */
    public static String count(long n, String singular, String plural) {
        return n + " " + (n == 1 ? singular : plural);
    }

    /** {@code 1 relationship}, {@code 2 relationships}: for words whose plural just adds an s. */
    public static String count(long n, String singular) {
        return count(n, singular, singular + "s");
    }

    /** {@code Stable}, {@code One to many}: a text as a choice or a sentence begins it. */
    public static String capitalized(String text) {
        return text.isEmpty() ? text : Character.toUpperCase(text.charAt(0)) + text.substring(1);
    }
}
