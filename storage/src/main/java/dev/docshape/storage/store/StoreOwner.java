package dev.docshape.storage.store;

/**
 * The project a sample store belongs to, as the store records it.
 *
 * @param id       what a store is bound to (the project's id)
 * @param formerId what stores written before may be bound to instead (the project's name, from before
 *                 project ids), or null; such a store is accepted and bound to {@code id} the next time
 *                 it is written
 */
public record StoreOwner(String id, String formerId) {

    public StoreOwner {
        if (id == null || id.isBlank()) throw new IllegalArgumentException("a project id is needed to open a sample store");
        if (formerId != null && (formerId.isBlank() || formerId.equals(id))) formerId = null;
    }

    public static StoreOwner of(String id) {
        return new StoreOwner(id, null);
    }

    /** True when a store bound to {@code recorded} belongs to this project. */
    public boolean owns(String recorded) {
        return id.equals(recorded) || (formerId != null && formerId.equals(recorded));
    }
}
