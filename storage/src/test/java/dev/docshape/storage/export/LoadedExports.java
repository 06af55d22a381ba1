package dev.docshape.storage.export;

import com.mongodb.client.MongoDatabase;
import dev.docshape.model.Project;
import dev.docshape.storage.file.ProjectFiles;
import dev.docshape.storage.sample.SampleOptions;
import dev.docshape.storage.store.Progress;
import dev.docshape.storage.testing.WireServer;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.ParameterContext;
import org.junit.jupiter.api.extension.ParameterResolver;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The exports the export tests load as a MongoDB user would (the exported script, then the NDJSON by mongosh's Extended
 * JSON parser), every one a part of one mongosh run into one wire server, the first time a test asks, for the whole
 * test run (decisions 0453, 0462: a start of mongosh costs more than the loading). A test takes the {@link Loads} as a
 * parameter and asks for its own export: one that did not export or load fails that test only.
 */
final class LoadedExports implements ParameterResolver, BeforeAllCallback {
    private static final ExtensionContext.Namespace NAMESPACE = ExtensionContext.Namespace.create(LoadedExports.class);

    /** One export loaded: the workload, its design and sample, and the database it goes into. */
    record Case(String workload, String design, SampleOptions sample, String database) {
    }

    /** Every export loaded, for {@code FeedExportTest}, {@code DuplicateExportTest} and {@code CoLocatedExportTest}. */
    static final List<Case> CASES = List.of(
            new Case("blog-feed", "feed", SampleOptions.of(5, 0.0005), "feed"),
            new Case("blog-user-feed", "user-feed", SampleOptions.of(5, 0.0002), "userfeed"),
            new Case("blog-duplicated", "duplicated", SampleOptions.of(5, 0.0005), "duplicated"),
            new Case("blog-co-located", "co-located", SampleOptions.of(5, 0.0005), "colocated"));

    /** Without mongosh the test class is skipped (or fails under CI), as every node-tools test is, not failed in a parameter. */
    @Override
    public void beforeAll(ExtensionContext context) {
        NodeTools.modules();
    }

    @Override
    public boolean supportsParameter(ParameterContext parameter, ExtensionContext context) {
        return parameter.getParameter().getType() == Loads.class;
    }

    @Override
    public Object resolveParameter(ParameterContext parameter, ExtensionContext context) {
        return context.getRoot().getStore(NAMESPACE).getOrComputeIfAbsent(Loads.class, k -> Loads.start(), Loads.class);
    }

    /** The exports, loaded; the server closes when the test run ends. */
    static final class Loads implements ExtensionContext.Store.CloseableResource {
        private final WireServer server;
        private final MongoshScripts scripts;
        private final Map<String, Exporter.Result> results = new HashMap<>();
        private final Map<String, Exception> failures = new HashMap<>();

        private Loads(WireServer server, MongoshScripts scripts) {
            this.server = server;
            this.scripts = scripts;
        }

        private static Loads start() {
            NodeTools.modules();
            try {
                Path dir = Files.createTempDirectory("loaded-exports");
                Loads loads = new Loads(new WireServer(), new MongoshScripts(Files.createDirectories(dir.resolve("mongosh"))));
                for (Case c : CASES) loads.add(c, dir.resolve(c.database()));
                loads.scripts.run(loads.server.uri("admin"));
                return loads;
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException(e);
            }
        }

        private void add(Case c, Path folder) throws IOException {
            try {
                Project project = ProjectFiles.load(Path.of(LoadedExports.class.getResource("/workloads/" + c.workload() + ".docshape").toURI()));
                Exporter.Result result = Exporter.export(project, c.design(), c.sample(), folder, Progress.NONE);
                results.put(c.database(), result);
                scripts.add(c.database(), c.database(), MongoshScripts.loading(result));
            } catch (RuntimeException | java.net.URISyntaxException e) {
                failures.put(c.database(), e);
            }
        }

        /** The export loaded into {@code database}; fails, naming it, where it did not export or its script threw. */
        Exporter.Result loaded(String database) {
            if (failures.containsKey(database)) throw new AssertionError(database + ": the export failed", failures.get(database));
            Exporter.Result result = results.get(database);
            if (result == null) throw new AssertionError("not among the loaded exports: " + database);
            scripts.output(database);
            return result;
        }

        /** The export itself, before looking at what mongosh made of it; fails, naming it, where it did not export. */
        Exporter.Result exported(String database) {
            if (failures.containsKey(database)) throw new AssertionError(database + ": the export failed", failures.get(database));
            return results.get(database);
        }

        MongoDatabase database(String database) {
            return server.client().getDatabase(database);
        }

        @Override
        public void close() {
            server.close();
        }
    }
}
