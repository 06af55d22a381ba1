package dev.docshape.renderer;

/** A diagram could not be laid out, drawn or written; the message says why in plain words. */
public class RenderException extends RuntimeException {
    public RenderException(String message) {
        super(message);
    }

    public RenderException(String message, Throwable cause) {
        super(message, cause);
    }
}
