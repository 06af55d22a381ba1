package dev.docshape.app.cli.fuzz;

import java.util.regex.Pattern;

/** How one run of the command line on a hostile input ended, judged as a user would. */
enum CliOutcome {
    /** Exit status 0. */
    SUCCESS,
    /** {@code validate} reported findings: exit status 1. */
    FINDINGS,
    /** Exit status 2 with one clear line on stderr. */
    CLEAN_ERROR,
    /** A stack trace or an error escaping the command (out of memory, stack overflow). */
    TRACE,
    /** Did not finish within the time limit. */
    HANG,
    /** Any other status, or status 1 from a command other than {@code validate}. */
    WRONG_STATUS,
    /** More than one line of error, or no line, or raw control characters reaching the terminal. */
    MESSY;

    private static final Pattern TRACE_LINE = Pattern.compile("(?m)^\\s+at [\\w$.]+\\(|\\b(java|javax|jdk|sun)\\.[\\w.]+(Exception|Error)\\b|Exception in thread");
    /**
     * A progress line of a long job ("writing documents: 40% 1,200 documents, 3,000 documents/s", "reading: 14 runs in
     * 3 ms", "indexing:  50% (3 of 6)", or "inferring...").
     */
    private static final Pattern PROGRESS = Pattern.compile("[^:]+: (\\s*\\d+% )?[\\d,]+ \\w+(, [\\d,]+ \\w+/s| in [\\d.]+ m?s)?"
            + "|[^:]+: \\s*\\d+% \\([\\d,]+ of [\\d,]+\\)|[^:]+: [\\d,]+|[^:]+\\.\\.\\.");
    /** C0 controls except tab and line feed, DEL, C1 controls, U+2028/U+2029 and lone surrogates. */
    private static final Pattern RAW_CONTROL = Pattern.compile("[\\x00-\\x08\\x0b-\\x1f\\x7f-\\x9f\\u2028\\u2029]|[\\ud800-\\udbff](?![\\udc00-\\udfff])|(?<![\\ud800-\\udbff])[\\udc00-\\udfff]");

    static CliOutcome judge(String command, int status, String out, String err) {
        if (TRACE_LINE.matcher(err).find() || TRACE_LINE.matcher(out).find()) return TRACE;
        if (RAW_CONTROL.matcher(out).find() || RAW_CONTROL.matcher(err).find()) return MESSY;
        return switch (status) {
            case 0 -> SUCCESS;
            case 1 -> command.equals("validate") ? FINDINGS : WRONG_STATUS;
            case 2 -> err.strip().lines().filter(line -> !PROGRESS.matcher(line).matches()).count() == 1 ? CLEAN_ERROR : MESSY;
            default -> WRONG_STATUS;
        };
    }

    boolean acceptable() {
        return this == SUCCESS || this == FINDINGS || this == CLEAN_ERROR;
    }
}
