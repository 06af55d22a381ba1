package dev.docshape.storage.mongodb;

/**
 * One way the live data departs from the design, summed over the sampled documents.
 *
 * @param collection the collection
 * @param path       the field's dotted path ({@code comments[].author}); empty for the collection itself
 * @param kind       what departs
 * @param detail     the specifics: the type found, the longest array, the largest size
 * @param documents  sampled documents showing it
 * @param exampleId  the {@code _id} of one such document (as Extended JSON), or null
 */
public record DriftFinding(String collection, String path, Kind kind, String detail, long documents, String exampleId) {

    public enum Kind {
        UNKNOWN_COLLECTION("collection the design does not know"),
        MISSING_COLLECTION("collection of the design missing"),
        MISSING_FIELD("required field missing"),
        UNKNOWN_TYPE("documents of a type the design does not have"),
        EXTRA_FIELD("field the design does not have"),
        OTHER_TYPE("other type"),
        ARRAY_TOO_LONG("array longer than the modelled maximum"),
        NEAR_SIZE_LIMIT("document near the size limit");

        private final String label;

        Kind(String label) {
            this.label = label;
        }

        public String label() {
            return label;
        }
    }

    /** One line for the terminal. */
    public String line() {
        String where = path.isEmpty() ? collection : collection + "." + path;
        String count = documents > 0 ? " (" + documents + " sampled document" + (documents == 1 ? "" : "s")
                + (exampleId != null ? ", e.g. _id " + exampleId : "") + ")" : "";
        return where + ": " + kind.label() + (detail.isEmpty() ? "" : ": " + detail) + count;
    }
}
