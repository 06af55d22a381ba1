package dev.docshape.app.cli;

import picocli.CommandLine.Option;

import java.nio.file.Path;

/** {@code --out DIR}: the folder a command writes its files into. */
final class OutFolderOption {

    @Option(names = "--out", paramLabel = "DIR", required = true, description = "The folder to write the files into (created when missing).")
    Path folder;
}
