package dev.docshape.storage.query;

import com.mongodb.ConnectionString;
import com.mongodb.MongoClientSettings;
import com.mongodb.client.MongoClient;
import com.mongodb.client.MongoClients;
import com.mongodb.client.MongoDatabase;
import com.mongodb.client.model.UpdateOptions;
import com.mongodb.event.CommandListener;
import com.mongodb.event.CommandStartedEvent;
import de.bwaldvogel.mongo.MongoServer;
import de.bwaldvogel.mongo.backend.memory.MemoryBackend;
import dev.docshape.model.DataModel;
import dev.docshape.model.Entity;
import dev.docshape.model.Field;
import dev.docshape.model.Project;
import dev.docshape.model.Relationship;
import dev.docshape.model.estimate.Estimate;
import dev.docshape.model.estimate.Estimator;
import dev.docshape.model.estimate.PatternEstimate;
import dev.docshape.model.Design;
import dev.docshape.model.pattern.AccessPattern;
import dev.docshape.model.pattern.ReadPattern;
import dev.docshape.model.pattern.WritePattern;
import dev.docshape.model.profile.Profile;
import dev.docshape.model.projection.CoLocation;
import dev.docshape.model.projection.CoLocations;
import dev.docshape.model.projection.CollectionShape;
import dev.docshape.model.projection.Projection;
import dev.docshape.model.projection.Projector;
import dev.docshape.model.query.QueryTemplate;
import dev.docshape.model.query.QueryTemplates;
import dev.docshape.storage.sample.DocumentJson;
import dev.docshape.storage.sample.JsonDialect;
import dev.docshape.storage.sample.SampleGenerator;
import dev.docshape.storage.sample.SampleOptions;
import org.bson.Document;
import org.bson.types.ObjectId;
import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.lang.reflect.Method;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.BiConsumer;
import java.util.concurrent.atomic.AtomicInteger;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Compiles a design's Java query templates with the JDK's compiler and runs each pattern's method
 * against a MongoDB wire-protocol server (in-process, on 127.0.0.1) loaded with the design's sample
 * data, counting the commands it sends with the driver's command listener.
 */
final class TemplateRunner implements AutoCloseable, AfterAllCallback {
    private static final int MOST_INSTANCES = 200;
    private final MongoServer server;
    private final MongoClient client;
    private final AtomicInteger commands = new AtomicInteger();
    private final AtomicInteger databases = new AtomicInteger();

    private final String address;

    TemplateRunner() {
        this(new MemoryBackend());
    }

    TemplateRunner(MemoryBackend backend) {
        server = new MongoServer(backend);
        server.bind("127.0.0.1", 0);
        address = "mongodb://127.0.0.1:" + server.getLocalAddress().getPort();
        CommandListener counting = new CommandListener() {
            @Override
            public void commandStarted(CommandStartedEvent event) {
                if (List.of("find", "aggregate", "insert", "update", "delete").contains(event.getCommandName())) commands.incrementAndGet();
            }
        };
        client = MongoClients.create(MongoClientSettings.builder().applyConnectionString(new ConnectionString(address))
                .addCommandListener(counting).build());
    }

    @Override
    public void close() {
        client.close();
        server.shutdownNow();
    }

    /**
     * As an extension, one server a test class, stopped after it:
     * {@code @RegisterExtension static final TemplateRunner runner = new TemplateRunner();}
     */
    @Override
    public void afterAll(ExtensionContext context) {
        close();
    }

    /** Runs every pattern's Java template of the design; each must send as many commands as the estimate's round trips. */
    void assertRoundTrips(Project project, String designName) throws Exception {
        DataModel model = project.model();
        Design design = project.design(designName).orElseThrow();
        Projection projection = Projector.project(model, design);
        MongoDatabase db = load(model, design, projection);
        Estimate estimate = Estimator.estimate(model, design, Profile.mongodb());
        List<QueryTemplate> templates = QueryTemplates.of(model, design, projection, estimate);
        Class<?> compiled = compile(QueryLanguage.JAVA.render(project.name(), templates));
        FunctionNames names = new FunctionNames(Identifiers.JAVA_RESERVED);
        for (QueryTemplate t : templates) {
            Method method = compiled.getMethod(names.next(t.patternName()), MongoDatabase.class, Document.class,
                    com.mongodb.client.ClientSession.class);
            PatternEstimate pe = estimate.pattern(t.patternId()).orElseThrow();
            commands.set(0);
            method.invoke(null, db, input(model, model.pattern(t.patternId()).orElseThrow()), null);
            assertEquals(pe.roundTrips(), commands.get(), t.patternName() + ": commands sent");
            assertEquals(pe.roundTrips(), t.operations().size(), t.patternName() + ": operations listed");
        }
    }

    /** The server's connection string (loopback only). */
    String address() {
        return address;
    }

    /** Loads the design's sample data, a few hundred instances of the largest entity. */
    MongoDatabase load(DataModel model, Design design, Projection projection) {
        long most = model.entities().stream().mapToLong(Entity::count).max().orElse(1);
        return load(model, design, projection, SampleGenerator.of(model, projection, SampleOptions.of(11, Math.min(1, (double) MOST_INSTANCES / most))));
    }

    /** Loads the sample's documents; co-located documents go into their containers, with their type. */
    MongoDatabase load(DataModel model, Design design, Projection projection, SampleGenerator sample) {
        MongoDatabase db = client.getDatabase("templates" + databases.incrementAndGet());
        DocumentJson json = new DocumentJson(JsonDialect.EXTENDED);
        CoLocations coLocations = CoLocations.of(model, design, projection);
        for (CollectionShape c : projection.collections()) {
            CoLocation group = coLocations.of(c.name()).orElse(null);
            // co-located documents live in their container, with their type (docs/counting-rules.md "Co-location")
            if (group != null && !group.container().equals(c.name())) continue;
            List<Document> docs = new ArrayList<>();
            BiConsumer<dev.docshape.storage.sample.ObjectId, Map<String, Object>> sink = (id, doc) -> docs.add(Document.parse(json.write(doc)));
            if (group == null) sample.generate(c.name(), sink);
            else sample.generateContainer(group, sink);
            if (!docs.isEmpty()) db.getCollection(c.name()).insertMany(docs);
        }
        return db;
    }

    /** What an application passes: ids of sample instances, a new document, new field values. */
    static Document input(DataModel model, AccessPattern p) {
        Document in = new Document();
        if (p instanceof ReadPattern read) {
            String owner = read.byParent() == null ? read.entity() : model.requireRelationship(read.byParent()).otherEnd(read.entity());
            in.append("id", id(owner));
            return in;
        }
        WritePattern w = (WritePattern) p;
        Entity e = model.requireEntity(w.entity());
        Document set = new Document();
        for (Field f : e.fields()) set.append(f.name(), "changed");
        String other = w.relationship() == null ? w.entity() : model.requireRelationship(w.relationship()).otherEnd(w.entity());
        in.append("id", id(w.entity())).append("doc", new Document("_id", new ObjectId())).append("set", set)
                .append("relatedId", id(other)).append("relatedIds", List.of(id(other))).append("related", new Document("_id", new ObjectId()));
        if (w.relationship() != null) {
            Relationship r = model.requireRelationship(w.relationship());
            in.append("parentId", id(r.parent())).append("childId", id(r.child()));
        }
        return in;
    }

    private static ObjectId id(String entity) {
        return new ObjectId(SampleGenerator.idOf(entity, 0).hex());
    }

    /** Compiles the generated class with the JDK's compiler, the driver's jars on the class path. */
    static Class<?> compile(String source) throws IOException, ClassNotFoundException {
        Path dir = Files.createTempDirectory("templates");
        Path file = dir.resolve(JavaRenderer.CLASS_NAME + ".java");
        Files.writeString(file, source);
        String classPath = String.join(java.io.File.pathSeparator, jar(Document.class), jar(MongoDatabase.class), jar(UpdateOptions.class));
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        assertNotNull(javac, "the JDK's compiler");
        ByteArrayOutputStream errors = new ByteArrayOutputStream();
        int status = javac.run(null, null, errors, "-classpath", classPath, "-d", dir.toString(), file.toString());
        assertEquals(0, status, () -> "javac: " + errors + "\n" + source);
        ClassLoader loader = new URLClassLoader(new URL[]{dir.toUri().toURL()}, TemplateRunner.class.getClassLoader());
        Class<?> c = loader.loadClass(JavaRenderer.CLASS_NAME);
        assertTrue(c.getMethods().length > 0);
        return c;
    }

    private static String jar(Class<?> c) {
        try {
            return Path.of(c.getProtectionDomain().getCodeSource().getLocation().toURI()).toString();
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }
}
