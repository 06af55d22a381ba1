package dev.docshape.app.cli;

import picocli.CommandLine.Option;

/** {@code --json}: print JSON for scripts instead of text for people. */
final class JsonOption {

    @Option(names = "--json", description = "Print JSON instead of text.")
    boolean json;
}
