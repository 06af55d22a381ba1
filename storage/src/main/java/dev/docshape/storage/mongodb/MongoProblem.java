package dev.docshape.storage.mongodb;

/**
 * A failure talking to MongoDB, with a message for the user: what went wrong and where (the server
 * as its connection string names it, with the password removed). Never carries a credential.
 */
public final class MongoProblem extends RuntimeException {
    public MongoProblem(String message) {
        super(message);
    }

    public MongoProblem(String message, Throwable cause) {
        super(message, cause);
    }
}
