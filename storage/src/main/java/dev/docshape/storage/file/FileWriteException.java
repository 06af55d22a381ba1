package dev.docshape.storage.file;

import java.nio.file.Path;

/** A file could not be written by {@link AtomicFileWriter}; the message says why, in words, and the file is unchanged. */
public final class FileWriteException extends java.io.IOException {

    private final transient Path file;

    FileWriteException(Path file, String message, Throwable cause) {
        super(message, cause);
        this.file = file;
    }

    /** The file that was to be written. */
    public Path file() {
        return file;
    }
}
