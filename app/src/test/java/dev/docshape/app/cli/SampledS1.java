package dev.docshape.app.cli;

import java.nio.file.Path;

/** S1 sampled under its embedded design into a store, for tests that write the store again while something else runs. */
record SampledS1(String project, String store) {

    static SampledS1 in(Path dir) {
        SampledS1 sampled = new SampledS1(Examples.path("s1-person-contacts.docshape"), dir.resolve("s1.db").toString());
        CliRun.ok("sample", sampled.project, "--design", "embedded", "--scale", "0.001", "--store", sampled.store);
        return sampled;
    }

    /** The arguments of a long second sample into the same store: the referenced design at full scale. */
    String[] resampleReferenced() {
        return new String[]{"sample", project, "--design", "referenced", "--scale", "1", "--store", store};
    }
}
