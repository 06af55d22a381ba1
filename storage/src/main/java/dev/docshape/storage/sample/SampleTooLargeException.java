package dev.docshape.storage.sample;

/** A sample that would generate more instances than the limit; the message says how many and which scale fits. */
public final class SampleTooLargeException extends IllegalArgumentException {
    public SampleTooLargeException(String message) {
        super(message);
    }
}
