package dev.docshape.app.designer.testing;

import dev.docshape.model.Cardinality;
import dev.docshape.model.DataModel;
import dev.docshape.model.Entity;
import dev.docshape.model.Field;
import dev.docshape.model.FieldType;
import dev.docshape.model.Position;
import dev.docshape.model.Project;
import dev.docshape.model.Relationship;
import dev.docshape.model.Volatility;
import dev.docshape.model.Design;
import dev.docshape.model.mapping.Mapping;
import dev.docshape.model.mapping.Placement;
import dev.docshape.model.pattern.AccessPattern;
import dev.docshape.model.pattern.ReadPattern;
import dev.docshape.model.pattern.Selection;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;

/** Projects for tests and the benchmark, built in code. */
public final class Models {
    private Models() {
    }

    /** A small blog: Post (root), Comment (1:N, referenced), Author (N:1 shared), Tag (embedded). */
    public static Project blog() {
        Entity post = new Entity("post", "Post", List.of(Field.string("title", 60), Field.string("body", 4000),
                Field.of("publishedAt", FieldType.DATE)), 100_000, 1, new Position(60, 60));
        Entity comment = new Entity("comment", "Comment", List.of(Field.string("text", 300), Field.of("at", FieldType.DATE)),
                2_000_000, 0, new Position(480, 60));
        Entity author = new Entity("author", "Author", List.of(Field.string("name", 30), Field.string("thumbnailUrl", 80)),
                5_000, 0.1, new Position(60, 360));
        Entity tag = new Entity("tag", "Tag", List.of(Field.string("label", 12)), 300, 0, new Position(480, 360));
        Relationship comments = new Relationship("post-comments", "post", "comment", "comments", null,
                Cardinality.ONE_TO_MANY, 20, null, 1, true, Volatility.STABLE);
        Relationship authors = new Relationship("author-posts", "author", "post", "posts", null,
                Cardinality.ONE_TO_MANY, 20, null, 1, false, Volatility.STABLE);
        Relationship tags = new Relationship("post-tags", "post", "tag", "tags", null,
                Cardinality.ONE_TO_FEW, 3, 10, 1, true, Volatility.STABLE);
        DataModel model = new DataModel(List.of(post, comment, author, tag), List.of(comments, authors, tags), List.of());
        Design design = new Design("default", Map.of("post-tags", Mapping.embed(),
                "post-comments", Mapping.reference(Placement.CHILD_HOLDS_PARENT_ID)), Set.of());
        return new Project("Blog", "A blog with posts, comments, authors and tags.", model, List.of(design), "default");
    }

    /** The blog, its posts' fields as {@code change} makes them from title, body and publishedAt. */
    public static Project blogWithPostFields(java.util.function.UnaryOperator<List<Field>> change) {
        Project blog = blog();
        List<Entity> entities = new ArrayList<>();
        for (Entity e : blog.model().entities()) {
            entities.add(e.id().equals("post") ? e.withFields(change.apply(new ArrayList<>(e.fields()))) : e);
        }
        return blog.withModel(blog.model().withEntities(entities));
    }

    /** The blog with a second design, "normalized", in which every relationship is referenced. */
    /** The blog whose workload is only {@code patterns}. */
    public static Project blogReading(AccessPattern... patterns) {
        Project blog = blog();
        DataModel m = blog.model();
        return blog.withModel(new DataModel(m.entities(), m.relationships(), List.of(patterns)));
    }

    /** "comments of a post": 50 a second, the comments of one post found through their relationship, 20 each. */
    public static ReadPattern commentsOfAPost() {
        return new ReadPattern("post-comments", "comments of a post", 50, "comment", Selection.FILTER,
                "post-comments", 20, 0, List.of(), List.of(), List.of());
    }

    public static Project blogWithTwoDesigns() {
        Project blog = blog();
        Design normalized = new Design("normalized", Map.of("post-tags", Mapping.reference(Placement.CHILD_HOLDS_PARENT_ID)), Set.of());
        return blog.withDesigns(List.of(blog.designs().get(0), normalized), "default");
    }

    /**
     * A generated model of {@code entities} entities and {@code relationships} relationships on a
     * grid, each entity with five fields; the same seed gives the same model.
     */
    public static Project generated(int entities, int relationships, long seed) {
        return generated(entities, relationships, seed, false);
    }

    /**
     * As {@link #generated(int, int, long)}; with {@code local}, each relationship joins entities
     * at most one row and two columns apart, as in a laid-out diagram, instead of reaching up to
     * two rows and across the whole width (long lines criss-crossing the canvas).
     */
    public static Project generated(int entities, int relationships, long seed, boolean local) {
        Random random = new Random(seed);
        List<Entity> list = new ArrayList<>();
        int columns = (int) Math.ceil(Math.sqrt(entities));
        for (int i = 0; i < entities; i++) {
            List<Field> fields = List.of(Field.string("name", 20), Field.of("count", FieldType.INTEGER),
                    Field.of("createdAt", FieldType.DATE), Field.string("code", 8), Field.of("active", FieldType.BOOLEAN));
            list.add(new Entity("e" + i, "Entity" + i, fields, 1000, 0,
                    new Position((i % columns) * 260.0, (i / columns) * 220.0)));
        }
        List<Relationship> rels = new ArrayList<>();
        Map<String, Mapping> referenced = new java.util.HashMap<>();
        Cardinality[] kinds = Cardinality.values();
        for (int i = 0; i < relationships; i++) {
            int parent = random.nextInt(entities);
            int child;
            if (local) {
                int row = Math.floorMod(parent / columns + random.nextInt(3) - 1, (entities + columns - 1) / columns);
                int column = Math.floorMod(parent % columns + random.nextInt(5) - 2, columns);
                child = Math.min(entities - 1, row * columns + column);
                if (child == parent) child = (parent + 1) % entities;
            } else {
                child = (parent + 1 + random.nextInt(Math.min(entities - 1, 2 * columns))) % entities;
            }
            Cardinality kind = kinds[random.nextInt(kinds.length)];
            boolean bounded = random.nextBoolean();
            // counts the validator accepts for the kind (docs/counting-rules.md): one-to-one at most 1, one-to-few a few
            Integer max = switch (kind) {
                case ONE_TO_ONE -> 1;
                case ONE_TO_FEW -> 10;
                default -> bounded ? 50 : null;
            };
            rels.add(new Relationship("r" + i, "e" + parent, "e" + child, "items" + i, null,
                    kind, kind == Cardinality.ONE_TO_ONE ? 1 : 5, max, 1, false, Volatility.STABLE));
            // embedded only down the order of the entities, so no design embeds in a cycle
            if (child <= parent) referenced.put("r" + i, Mapping.reference(Placement.CHILD_HOLDS_PARENT_ID));
        }
        return new Project("Generated", "", new DataModel(list, rels, List.of()),
                List.of(new Design("default", referenced, Set.of())), "default");
    }
}
