package dev.docshape.app.cli;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;

/** A plain-text table: left-aligned first column, right-aligned numbers, two spaces between. */
final class TextTable {
    private final List<String> headers;
    private final List<List<String>> rows = new ArrayList<>();

    TextTable(String... headers) {
        this.headers = List.of(headers);
    }

    TextTable row(Object... cells) {
        if (cells.length != headers.size()) throw new IllegalArgumentException("expected " + headers.size() + " cells");
        List<String> row = new ArrayList<>();
        for (Object cell : cells) row.add(cell == null ? "" : cell.toString());
        rows.add(row);
        return this;
    }

    void print(PrintWriter out) {
        int[] widths = new int[headers.size()];
        for (int c = 0; c < widths.length; c++) {
            widths[c] = headers.get(c).length();
            for (List<String> row : rows) widths[c] = Math.max(widths[c], row.get(c).length());
        }
        printRow(out, headers, widths);
        for (List<String> row : rows) printRow(out, row, widths);
    }

    private static void printRow(PrintWriter out, List<String> cells, int[] widths) {
        StringBuilder line = new StringBuilder();
        for (int c = 0; c < cells.size(); c++) {
            if (c > 0) line.append("  ");
            String cell = cells.get(c);
            String pad = " ".repeat(widths[c] - cell.length());
            line.append(c == 0 ? cell + pad : pad + cell);
        }
        out.println(line.toString().stripTrailing());
    }
}
