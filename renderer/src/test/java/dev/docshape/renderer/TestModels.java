package dev.docshape.renderer;

import dev.docshape.model.Cardinality;
import dev.docshape.model.DataModel;
import dev.docshape.model.Entity;
import dev.docshape.model.Field;
import dev.docshape.model.FieldType;
import dev.docshape.model.Project;
import dev.docshape.model.Relationship;
import dev.docshape.model.Volatility;
import dev.docshape.model.mapping.Bucket;
import dev.docshape.model.Design;
import dev.docshape.model.mapping.ExtendedReference;
import dev.docshape.model.mapping.Holder;
import dev.docshape.model.mapping.Mapping;
import dev.docshape.model.mapping.Placement;
import dev.docshape.model.mapping.Subset;

import dev.docshape.storage.file.ProjectFiles;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;

/** Small models after the seed scenarios, built in Java. */
public final class TestModels {
    private TestModels() {
    }

    static Entity entity(String id, Field... fields) {
        return Entity.of(id, capitalised(id), List.of(fields), 1000);
    }

    static Relationship rel(String id, String parent, String child, String name, Cardinality cardinality, Integer max) {
        return new Relationship(id, parent, child, name, null, cardinality, max == null ? 10 : max / 2.0, max, 1,
                false, Volatility.STABLE);
    }

    /** S1: a person with contact details (and their type) and addresses, all embedded by default. */
    public static Project person() {
        DataModel model = new DataModel(List.of(
                entity("person", Field.string("firstName", 12), Field.string("lastName", 12), Field.of("born", FieldType.DATE)),
                entity("contactDetail", Field.string("value", 20)),
                entity("contactDetailType", Field.string("name", 10)),
                entity("address", Field.string("street", 30), Field.string("city", 15),
                        Field.object("geo", List.of(Field.of("lat", FieldType.DOUBLE), Field.of("lon", FieldType.DOUBLE))))),
                List.of(rel("hasContacts", "person", "contactDetail", "contactDetails", Cardinality.ONE_TO_FEW, 5),
                        rel("typed", "contactDetail", "contactDetailType", "type", Cardinality.ONE_TO_ONE, 1),
                        rel("livesAt", "person", "address", "addresses", Cardinality.ONE_TO_FEW, 3)),
                List.of());
        Design embedded = Design.named("embedded");
        Design referenced = Design.named("referenced")
                .withMapping("hasContacts", Mapping.reference(Placement.CHILD_HOLDS_PARENT_ID))
                .withMapping("livesAt", Mapping.reference(Placement.CHILD_HOLDS_PARENT_ID));
        return new Project("S1 person", "", model, List.of(embedded, referenced), "embedded");
    }

    /** S2: a post with unbounded comments, subset of 3 plus buckets of 100. */
    public static Project blog() {
        DataModel model = new DataModel(List.of(
                entity("post", Field.string("title", 60), Field.string("body", 4000), Field.array("tags", FieldType.STRING, 4)),
                entity("comment", Field.string("author", 20), Field.string("text", 300), Field.of("at", FieldType.DATE))),
                List.of(rel("comments", "post", "comment", "comments", Cardinality.ONE_TO_MANY, null)),
                List.of());
        Design design = Design.named("subset").withMapping("comments",
                new Mapping(new Subset(3, Subset.Rest.BUCKETED, 100), true));
        return new Project("S2 blog", "", model, List.of(design), "subset");
    }

    /** S3, S5, S6 together: every mapping strategy at least once. */
    public static Project everyStrategy() {
        DataModel model = new DataModel(List.of(
                entity("portfolio", Field.string("owner", 20)),
                entity("holding", Field.of("quantity", FieldType.INTEGER)),
                entity("stock", Field.string("symbol", 5), Field.of("price", FieldType.DECIMAL)),
                entity("author", Field.string("name", 20), Field.string("thumbnailUrl", 80)),
                entity("book", Field.string("title", 40), Field.of("isbn", FieldType.STRING)),
                entity("publisher", Field.string("name", 30)),
                entity("reading", Field.of("at", FieldType.DATE), Field.of("value", FieldType.DOUBLE))),
                List.of(rel("holdings", "portfolio", "holding", "holdings", Cardinality.ONE_TO_FEW, 50),
                        rel("stockOf", "stock", "holding", "holdings", Cardinality.ONE_TO_MANY, null),
                        rel("wrote", "author", "book", "books", Cardinality.MANY_TO_MANY, null),
                        rel("published", "publisher", "book", "books", Cardinality.ONE_TO_MANY, null),
                        rel("joined", "author", "publisher", "publishers", Cardinality.MANY_TO_MANY, null),
                        rel("readings", "stock", "reading", "readings", Cardinality.ONE_TO_MANY, null),
                        rel("owns", "portfolio", "stock", "watchlist", Cardinality.ONE_TO_MANY, 20)),
                List.of());
        Design design = Design.named("mixed")
                .withMapping("wrote", new Mapping(new ExtendedReference(Holder.CHILD, List.of("name", "thumbnailUrl")), true))
                .withMapping("published", Mapping.reference(Placement.CHILD_HOLDS_PARENT_ID))
                .withMapping("joined", Mapping.reference(Placement.JOINING_DOCUMENTS))
                .withMapping("readings", new Mapping(new Bucket(100), false))
                .withMapping("owns", Mapping.reference(Placement.PARENT_HOLDS_CHILD_IDS));
        return new Project("every strategy", "", model, List.of(design), "mixed");
    }

    /** Names that DOT and XML must escape, and an entity without fields. */
    public static Project awkwardNames() {
        DataModel model = new DataModel(List.of(
                Entity.of("a\"quote", "Quote \"Q\" & <Co>", List.of(Field.string("naïve \\ field", 5)), 1),
                Entity.of("b;{}", "Ünïcödé – 数据", List.of(), 1)),
                List.of(rel("x\\y", "a\"quote", "b;{}", "links <&>", Cardinality.ONE_TO_MANY, null)),
                List.of());
        return new Project("awkward", "", model, List.of(Design.named("d")), "d");
    }

    /**
     * Every example the tests run over: each design of each seed example ({@code examples/*.docshape})
     * as the active one, and the models above.
     */
    public static Map<String, Project> examples() {
        Map<String, Project> all = new TreeMap<>(seedExamples());
        all.putAll(Map.of("person", person(), "blog", blog(), "everyStrategy", everyStrategy(), "awkward", awkwardNames()));
        return all;
    }

    /** Each design of each seed example, keyed {@code file/design}. */
    public static Map<String, Project> seedExamples() {
        Map<String, Project> seeds = new TreeMap<>();
        try (Stream<Path> files = Files.list(examplesFolder())) {
            for (Path file : files.filter(f -> f.toString().endsWith(ProjectFiles.EXTENSION)).toList()) {
                Project project = ProjectFiles.load(file);
                for (Design design : project.designs()) {
                    seeds.put(file.getFileName() + "/" + design.name(), project.withActiveDesign(design.name()));
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        if (seeds.isEmpty()) throw new IllegalStateException("no seed examples in " + examplesFolder());
        return seeds;
    }

    /** A workload example ({@code examples/workloads/FILE}) with {@code design} active. */
    public static Project workload(String file, String design) {
        try {
            return ProjectFiles.load(examplesFolder().resolve("workloads").resolve(file)).withActiveDesign(design);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static Path examplesFolder() {
        for (Path dir = Path.of("").toAbsolutePath(); dir != null; dir = dir.getParent()) {
            if (Files.isDirectory(dir.resolve("examples")) && Files.exists(dir.resolve("mvnw"))) return dir.resolve("examples");
        }
        throw new IllegalStateException("cannot find the examples folder above " + Path.of("").toAbsolutePath());
    }

    private static String capitalised(String id) {
        return Character.toUpperCase(id.charAt(0)) + id.substring(1);
    }
}
