package dev.docshape.storage.store;

/** A sample store that cannot be opened or written, with a message meant for the user. */
public class StoreException extends RuntimeException {
    public StoreException(String message) {
        super(message);
    }

    public StoreException(String message, Throwable cause) {
        super(message, cause);
    }
}
