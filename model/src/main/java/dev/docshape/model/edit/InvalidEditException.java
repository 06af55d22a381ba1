package dev.docshape.model.edit;

/**
 * An edit that cannot be made on the project it is given: an unknown id, a duplicate id or name,
 * or a project that no longer holds what the edit recorded. The message names the problem and the
 * thing it is about, ready to show to the user.
 */
public class InvalidEditException extends IllegalArgumentException {
    public InvalidEditException(String message) {
        super(message);
    }
}
