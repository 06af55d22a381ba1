package dev.docshape.app.help;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The text of Help > Guide: the project's own rules, docs/counting-rules.md and docs/advisor-rules.md, which the
 * build copies into the application (one source, decision 0340), read as blocks a view lays out: headings,
 * paragraphs, bullets and table rows. Markdown marks ({@code `code`}, {@code **bold**}, links) are dropped to
 * their text. Every heading and every table row has an anchor ({@link #slug}): a heading's words, a row's first cell
 * (an advisor rule id such as {@code n-plus-one}).
 */
public final class GuideText {
    /** The pages, in the order the Guide shows them. */
    public static final List<String> PAGES = List.of("counting-rules.md", "advisor-rules.md");

    /** One block of text. */
    public record Block(Kind kind, String anchor, String text, List<String> cells) {
        public Block {
            cells = List.copyOf(cells);
        }
    }

    /** What a block is. */
    public enum Kind { HEADING_1, HEADING_2, HEADING_3, PARAGRAPH, BULLET, ROW }

    private GuideText() {
    }

    /** Every page's blocks, read from the application's resources. */
    public static List<Block> load() {
        List<Block> blocks = new ArrayList<>();
        for (String page : PAGES) blocks.addAll(parse(read(page)));
        return blocks;
    }

    private static String read(String page) {
        try (InputStream in = GuideText.class.getResourceAsStream(page)) {
            if (in == null) return "# " + page + "\n\nThis page is missing from the application.";
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The blocks of one Markdown page. */
    public static List<Block> parse(String markdown) {
        List<Block> blocks = new ArrayList<>();
        List<String> header = List.of();
        StringBuilder open = null;
        Kind openKind = null;
        for (String raw : markdown.split("\r?\n", -1)) {
            String line = raw.strip();
            boolean continues = open != null && !line.isEmpty() && !line.startsWith("#") && !line.startsWith("|")
                    && !line.startsWith("- ") && (openKind == Kind.PARAGRAPH || raw.startsWith("  "));
            if (continues) {
                open.append(' ').append(line);
                continue;
            }
            if (open != null) {
                blocks.add(new Block(openKind, null, inline(open.toString()), List.of()));
                open = null;
            }
            if (!line.startsWith("|")) header = List.of(); // the next table starts with its own header
            if (line.isEmpty()) continue;
            if (line.startsWith("#")) {
                int level = Math.min(3, (int) line.chars().takeWhile(c -> c == '#').count());
                String text = inline(line.substring(level).strip());
                blocks.add(new Block(Kind.values()[level - 1], slug(text), text, List.of()));
            } else if (line.startsWith("|")) {
                List<String> cells = cells(line);
                if (cells.stream().allMatch(c -> c.matches(":?-+:?"))) continue;
                if (header.isEmpty()) header = cells;
                else blocks.add(new Block(Kind.ROW, slug(cells.get(0)), cells.get(0), labelled(header, cells)));
            } else {
                openKind = line.startsWith("- ") ? Kind.BULLET : Kind.PARAGRAPH;
                open = new StringBuilder(openKind == Kind.BULLET ? line.substring(2) : line);
            }
        }
        if (open != null) blocks.add(new Block(openKind, null, inline(open.toString()), List.of()));
        return blocks;
    }

    /** "fires when: a one-to-few ..." for each cell after the first. */
    private static List<String> labelled(List<String> header, List<String> cells) {
        List<String> out = new ArrayList<>();
        for (int i = 1; i < cells.size(); i++) {
            String name = i < header.size() ? header.get(i) : "";
            out.add(name.isEmpty() ? cells.get(i) : name + ": " + cells.get(i));
        }
        return out;
    }

    private static List<String> cells(String row) {
        String inner = row.strip();
        if (inner.startsWith("|")) inner = inner.substring(1);
        if (inner.endsWith("|")) inner = inner.substring(0, inner.length() - 1);
        List<String> out = new ArrayList<>();
        for (String cell : inner.split("\\|", -1)) out.add(inline(cell.strip()));
        return out;
    }

    /** Markdown marks dropped: {@code `x`} and {@code **x**} become x, {@code [text](target)} becomes text. */
    static String inline(String text) {
        return text.replaceAll("\\[([^]]*)]\\([^)]*\\)", "$1").replace("**", "").replace("`", "");
    }

    /** The anchor of a heading or a row: its words in lower case joined by '-', as GitHub makes them. */
    public static String slug(String text) {
        return text.toLowerCase(Locale.ROOT).replaceAll("[^\\p{L}\\p{N} _-]", "").strip().replace(' ', '-');
    }
}
