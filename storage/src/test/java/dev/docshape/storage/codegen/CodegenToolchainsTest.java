package dev.docshape.storage.codegen;

import dev.docshape.model.DataModel;
import dev.docshape.model.Project;
import dev.docshape.model.Design;
import dev.docshape.model.projection.CollectionShape;
import dev.docshape.model.projection.Projection;
import dev.docshape.model.projection.Projector;
import dev.docshape.storage.file.ProjectFiles;
import dev.docshape.storage.imports.sql.SqlImport;
import dev.docshape.storage.sample.DocumentJson;
import dev.docshape.storage.sample.JsonDialect;
import dev.docshape.storage.sample.SampleGenerator;
import dev.docshape.storage.sample.SampleOptions;
import org.bson.BsonDocumentReader;
import org.bson.Document;
import org.bson.codecs.Codec;
import org.bson.codecs.DecoderContext;
import org.bson.codecs.configuration.CodecRegistries;
import org.bson.codecs.configuration.CodecRegistry;
import org.bson.codecs.record.RecordCodecProvider;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The generated code of every example design, checked by each language's own toolchain: the Java
 * records compile with javac and the driver's record codec decodes the sample documents into them;
 * the TypeScript compiles with tsc; the Mongoose models and the Pydantic models validate the sample
 * documents (NDJSON in Extended JSON, as exported).
 */
class CodegenToolchainsTest {
    static final Path NODE_TOOLS = Path.of("..", "tools", "node", "node_modules").toAbsolutePath().normalize();
    private static final int SAMPLE_DOCUMENTS = 40;

    @TempDir
    Path dir;

    record Case(String label, Project project, Design design) {
        /** A project {@code label} of one entity with one design. */
        static Case of(String label, dev.docshape.model.Entity entity) {
            Project project = new Project(label, "", new DataModel(List.of(entity), List.of(), List.of()), List.of(Design.named("d")), "d");
            return new Case(label, project, project.active());
        }
    }

    /** The case's design projected and written in {@code language} into {@code dir}, beside a link to tools/node's modules. */
    static Map<String, String> writeBesideNodeModules(DocumentTypeLanguage language, Case c, Path dir) throws IOException {
        Files.createSymbolicLink(dir.resolve("node_modules"), NODE_TOOLS);
        return write(language, c, Projector.project(c.project().model(), c.design()), dir);
    }

    /** tsc in strict mode over the generated {@code module} and {@code use.ts} beside it, in {@code dir}. */
    static void tsc(Path tsc, Path dir, String module) throws Exception {
        run(List.of(tsc.toString(), "--noEmit", "--strict", "--target", "es2020", "--module", "commonjs",
                "--moduleResolution", "node", module + ".ts", "use.ts"), dir, "tsc");
    }

    static List<Case> cases() throws Exception {
        List<Case> all = new ArrayList<>();
        try (Stream<Path> files = Files.list(Path.of("..", "examples"))) {
            for (Path f : files.filter(p -> p.toString().endsWith(".docshape")).sorted().toList()) {
                Project p = ProjectFiles.load(f);
                for (Design d : p.designs()) all.add(new Case(f.getFileName() + "/" + d.name(), p, d));
            }
        }
        Project hostile = hostile();
        for (Design d : hostile.designs()) all.add(new Case("hostile/" + d.name(), hostile, d));
        return all;
    }

    /** Field names that are keywords, start with a digit, hold quotes, escapes, line terminators, or clash once cleaned. */
    static final List<String> HOSTILE_FIELDS = List.of("class", "1st", "na\"me'\u2028\\u000a*/${x}", "\u00fcn\u00efcode",
            "a-b", "a b", "_id2", "type", "self", "None");

    static final String HOSTILE_DESCRIPTION = "Ends */ // \"\"\" ''' ${x} \\u000a \u2028 line\n<script>\\ \uD83D\uDE80";

    private static Project hostile() throws Exception {
        com.fasterxml.jackson.databind.ObjectMapper json = new com.fasterxml.jackson.databind.ObjectMapper();
        com.fasterxml.jackson.databind.node.ObjectNode root = (com.fasterxml.jackson.databind.node.ObjectNode)
                json.readTree(Path.of("..", "examples", "s1-person-contacts.docshape").toFile());
        for (com.fasterxml.jackson.databind.JsonNode entity : root.get("entities")) {
            com.fasterxml.jackson.databind.node.ArrayNode fields = (com.fasterxml.jackson.databind.node.ArrayNode) entity.get("fields");
            // each with a description that would end a comment, a string or a line in one of the languages (decision 0556)
            for (String name : HOSTILE_FIELDS) fields.addObject().put("name", name).put("type", "string").put("required", true)
                    .put("description", HOSTILE_DESCRIPTION + name);
        }
        Path file = Files.createTempFile("hostile", ".docshape");
        json.writeValue(file.toFile(), root);
        return ProjectFiles.load(file);
    }

    @Test
    void javaRecordsCompileAndDecodeTheSamples() throws Exception {
        for (Case c : cases()) {
            Path out = Files.createDirectories(dir.resolve("java").resolve(String.valueOf(c.label().hashCode())));
            Projection projection = Projector.project(c.project().model(), c.design());
            Map<String, String> files = write(DocumentTypeLanguage.JAVA, c, projection, out);
            ClassLoader loader = compileJava(out, files.keySet(), c.label());
            CodecRegistry registry = CodecRegistries.fromProviders(new RecordCodecProvider(),
                    com.mongodb.MongoClientSettings.getDefaultCodecRegistry());
            FileNames names = new FileNames();
            for (CollectionShape shape : projection.collections()) {
                Class<?> type = loader.loadClass(names.next(shape.name()));
                Codec<?> codec = registry.get(type);
                for (String json : samples(c.project().model(), projection, shape)) {
                    Object decoded = codec.decode(new BsonDocumentReader(Document.parse(json).toBsonDocument()), DecoderContext.builder().build());
                    assertNotNull(decoded, c.label());
                    assertTrue(decoded.toString().contains(Document.parse(json).get("_id").toString()),
                            c.label() + ": the record holds the document's id: " + decoded);
                }
            }
        }
    }

    @Test
    void typeScriptCompiles() throws Exception {
        Path tsc = tool("tsc");
        Path root = Files.createDirectories(dir.resolve("ts"));
        Files.createSymbolicLink(root.resolve("node_modules"), NODE_TOOLS);
        List<String> command = new ArrayList<>(List.of(tsc.toString(), "--noEmit", "--strict", "--target", "es2020",
                "--module", "commonjs", "--moduleResolution", "node"));
        for (Case c : cases()) {
            Path out = Files.createDirectories(root.resolve(String.valueOf(Math.abs(c.label().hashCode()))));
            Map<String, String> files = write(DocumentTypeLanguage.TYPESCRIPT, c, Projector.project(c.project().model(), c.design()), out);
            files.keySet().forEach(f -> command.add(out.resolve(f).toString()));
        }
        run(command, root, "every example design");
    }

    @Test
    void mongooseModelsValidateTheSamples() throws Exception {
        tool("tsc");
        Path root = Files.createDirectories(dir.resolve("mongoose"));
        Files.createSymbolicLink(root.resolve("node_modules"), NODE_TOOLS);
        for (Case c : cases()) {
            Path out = Files.createDirectories(root.resolve(String.valueOf(Math.abs(c.label().hashCode()))));
            Projection projection = Projector.project(c.project().model(), c.design());
            write(DocumentTypeLanguage.MONGOOSE, c, projection, out);
            writeSamples(c.project().model(), projection, out);
        }
        Files.writeString(root.resolve("check.js"), """
                    const fs = require("fs");
                    const path = require("path");
                    const mongoose = require("mongoose");
                    const { EJSON } = require("bson");
                    let checked = 0;
                    for (const folder of fs.readdirSync(".").filter(f => /^[0-9]+$/.test(f))) {
                    for (const name of Object.keys(mongoose.models)) mongoose.deleteModel(name);
                    for (const file of fs.readdirSync(folder).filter(f => f.endsWith(".ndjson")).map(f => path.join(folder, f))) {
                      const exported = require("./" + file.replace(/\\.ndjson$/, ".js"));
                      const Model = Object.values(exported).find(v => typeof v === "function");
                      for (const line of fs.readFileSync(file, "utf8").split("\\n").filter(l => l.length > 0)) {
                        const doc = new Model(EJSON.parse(line, { relaxed: false }));
                        const error = doc.validateSync();
                        if (error) { console.error(file + ": " + error.message + "\\n" + line); process.exit(1); }
                        checked++;
                      }
                    }
                    }
                    if (checked === 0) { console.error("no sample documents"); process.exit(1); }
                    console.log("checked " + checked);
                    """);
        run(List.of(node(), "check.js"), root, "every example design");
    }

    @Test
    void pydanticModelsValidateTheSamples() throws Exception {
        String python = python();
        Path root = Files.createDirectories(dir.resolve("py"));
        for (Case c : cases()) {
            Path out = Files.createDirectories(root.resolve("d" + Math.abs(c.label().hashCode())));
            Projection projection = Projector.project(c.project().model(), c.design());
            write(DocumentTypeLanguage.PYDANTIC, c, projection, out);
            writeSamples(c.project().model(), projection, out);
        }
        Files.writeString(root.resolve("hostile.txt"), HOSTILE_DESCRIPTION);
        Files.writeString(root.resolve("check.py"), """
                    import importlib, json, os, sys
                    import pydantic

                    def plain(v):
                        # Extended JSON wrappers to the Python values the models take
                        if isinstance(v, list):
                            return [plain(x) for x in v]
                        if isinstance(v, dict):
                            if len(v) == 1:
                                key, inner = next(iter(v.items()))
                                if key == "$oid": return inner
                                if key in ("$numberLong", "$numberInt"): return int(inner)
                                if key == "$numberDouble": return float(inner)
                                if key == "$numberDecimal": return inner
                                if key == "$date": return inner if isinstance(inner, str) else inner.get("$numberLong")
                            if set(v) == {"$binary"}: return v["$binary"]["base64"]
                            return {k: plain(x) for k, x in v.items()}
                        return v

                    def described(model):
                        if hasattr(model, "model_fields"): return {f.alias: f.description for f in model.model_fields.values()}
                        return {f.alias: f.field_info.description for f in model.__fields__.values()}

                    hostile = open("hostile.txt", encoding="utf-8", newline="").read()
                    checked = 0
                    descriptions = 0
                    for folder in sorted(f for f in os.listdir(".") if f.startswith("d")):
                      sys.path.insert(0, os.path.abspath(folder))
                      for name in sorted(os.listdir(folder)):
                        if not name.endswith(".ndjson"): continue
                        sys.modules.pop(name[:-len(".ndjson")], None)
                        module = importlib.import_module(name[:-len(".ndjson")])
                        models = [v for v in vars(module).values() if isinstance(v, type) and issubclass(v, module.DocShapeModel) and v is not module.DocShapeModel]
                        top = models[-1]
                        for alias, text in described(top).items():
                            if text and text.startswith("Ends"):
                                if text != hostile + alias: print("description", repr(text), "of", alias); sys.exit(1)
                                descriptions += 1
                        for line in open(os.path.join(folder, name), encoding="utf-8"):
                            if not line.strip(): continue
                            doc = plain(json.loads(line))
                            try:
                                top(**doc)
                            except pydantic.ValidationError as e:
                                print(name, e, line); sys.exit(1)
                            checked += 1
                      sys.path.pop(0)
                    if checked == 0 or descriptions == 0:
                        print("no sample documents or no descriptions", checked, descriptions); sys.exit(1)
                    print("checked", checked, "with pydantic", pydantic.VERSION)
                    """);
        run(List.of(python, "check.py"), root, "every example design");
    }

    /**
     * The meal-planning schema imported ({@code CHECK (day_of_week BETWEEN 1 AND 7)}): the Mongoose and the Pydantic
     * models accept a sample planned meal and refuse it on day 38 (docs/exports.md "Declared ranges", decision 0528).
     */
    @Test
    void declaredRangesAreValidatedByMongooseAndPydantic() throws Exception {
        tool("tsc");
        String python = python();
        Path root = dir.resolve("ranges");
        String module = mongooseAndPydantic(Path.of(getClass().getResource("/ddl/postgres-recipes.sql").toURI()), "planned_meal",
                root, "meal.ndjson");
        Files.writeString(root.resolve("check.js"), """
                const fs = require("fs");
                const { EJSON } = require("bson");
                const Model = Object.values(require("./%s.js")).find(v => typeof v === "function");
                const meal = EJSON.parse(fs.readFileSync("meal.ndjson", "utf8"), { relaxed: false });
                if (new Model(meal).validateSync()) { console.error("the sample meal is refused"); process.exit(1); }
                meal.day_of_week = 38;
                const error = new Model(meal).validateSync();
                if (!error || !error.errors.day_of_week) { console.error("day 38 accepted"); process.exit(1); }
                console.log(error.message);
                """.formatted(module));
        run(List.of(node(), "check.js"), root, "mongoose");
        Files.writeString(root.resolve("check.py"), """
                import json, sys
                import pydantic
                import %s as module
                top = [v for v in vars(module).values() if isinstance(v, type) and issubclass(v, module.DocShapeModel)][-1]
                meal = json.loads(open("meal.ndjson").read())
                meal = {k: (v["$oid"] if isinstance(v, dict) and "$oid" in v else v) for k, v in meal.items()}
                top(**meal)
                meal["day_of_week"] = 38
                try:
                    top(**meal)
                except pydantic.ValidationError as e:
                    print(e); sys.exit(0)
                print("day 38 accepted"); sys.exit(1)
                """.formatted(module));
        run(List.of(python, "check.py"), root, "pydantic");
    }

    /**
     * The issue tracker's {@code custom_fields json} column: Mongoose's {@code Schema.Types.Mixed} and Pydantic's
     * {@code Dict[str, Any]} take a sample issue and one whose custom fields are nested keys the model never named, and
     * refuse a string there (docs/exports.md "Objects of any shape", decision 0556).
     */
    @Test
    void jsonColumnsAreObjectsOfAnyShapeInMongooseAndPydantic() throws Exception {
        tool("tsc");
        String python = python();
        Path root = dir.resolve("json");
        String module = mongooseAndPydantic(Path.of("..", "examples", "workloads", "issue-tracker.sql"), "issue", root, "issue.ndjson");
        Files.writeString(root.resolve("check.js"), """
                const fs = require("fs");
                const { EJSON } = require("bson");
                const Model = Object.values(require("./%s.js")).find(v => typeof v === "function");
                const issue = EJSON.parse(fs.readFileSync("issue.ndjson", "utf8"), { relaxed: false });
                if (new Model(issue).validateSync()) { console.error("the sample issue is refused"); process.exit(1); }
                issue.custom_fields = { severity: "S2", browser: { name: "Firefox", version: 120 } };
                const error = new Model(issue).validateSync();
                if (error) { console.error("custom fields refused: " + error.message); process.exit(1); }
                if (new Model(issue).custom_fields.browser.version !== 120) { console.error("custom fields lost"); process.exit(1); }
                console.log("custom fields kept");
                """.formatted(module));
        run(List.of(node(), "check.js"), root, "mongoose");
        Files.writeString(root.resolve("check.py"), """
                import json, sys
                import pydantic
                import %s as module
                top = [v for v in vars(module).values() if isinstance(v, type) and issubclass(v, module.DocShapeModel)][-1]
                issue = json.loads(open("issue.ndjson").read())
                issue = {k: (next(iter(v.values())) if isinstance(v, dict) and set(v) <= {"$oid", "$date"} and v else v)
                         for k, v in issue.items()}
                issue["custom_fields"] = {"severity": "S2", "browser": {"name": "Firefox", "version": 120}}
                kept = top(**issue).customFields
                assert kept["browser"]["version"] == 120, kept
                issue["custom_fields"] = "not an object"
                refused = False
                try:
                    top(**issue)
                except pydantic.ValidationError:
                    refused = True
                sys.exit(0 if refused else "a string accepted as custom fields")
                """.formatted(module));
        run(List.of(python, "check.py"), root, "pydantic");
    }

    /**
     * {@code ddl} imported, its relational design's Mongoose and Pydantic modules written into {@code root} and one sample
     * document of the collection whose name starts with {@code collection} into {@code sampleFile}: that collection's module.
     */
    private static String mongooseAndPydantic(Path ddl, String collection, Path root, String sampleFile) throws Exception {
        Project project = SqlImport.read(ddl, "imported", dev.docshape.storage.store.Progress.NONE).project();
        Case c = new Case(collection, project, project.design(SqlImport.RELATIONAL).orElseThrow());
        Projection projection = Projector.project(project.model(), c.design());
        Files.createDirectories(root);
        Files.createSymbolicLink(root.resolve("node_modules"), NODE_TOOLS);
        write(DocumentTypeLanguage.MONGOOSE, c, projection, root);
        write(DocumentTypeLanguage.PYDANTIC, c, projection, root);
        FileNames names = new FileNames();
        String module = null;
        for (CollectionShape shape : projection.collections()) {
            String name = names.next(shape.name());
            if (module == null && shape.name().startsWith(collection)) {
                module = name;
                Files.write(root.resolve(sampleFile), samples(project.model(), projection, shape).subList(0, 1));
            }
        }
        assertNotNull(module, "a collection " + collection);
        return module;
    }

    static Map<String, String> write(DocumentTypeLanguage language, Case c, Projection projection, Path out) throws IOException {
        Map<String, String> files = language.generate(c.label(), c.project().model(), projection);
        for (Map.Entry<String, String> f : files.entrySet()) Files.writeString(out.resolve(f.getKey()), f.getValue());
        return files;
    }

    /** NDJSON per collection (Extended JSON, as the samples export writes it), named like the generated modules. */
    private static void writeSamples(DataModel model, Projection projection, Path out) throws IOException {
        FileNames names = new FileNames();
        for (CollectionShape shape : projection.collections()) {
            Files.write(out.resolve(names.next(shape.name()) + ".ndjson"), samples(model, projection, shape));
        }
    }

    static List<String> samples(DataModel model, Projection projection, CollectionShape shape) {
        long most = model.entities().stream().mapToLong(e -> e.count()).max().orElse(1);
        SampleGenerator sample = SampleGenerator.of(model, projection, SampleOptions.of(5, Math.min(1, 200.0 / most)));
        DocumentJson json = new DocumentJson(JsonDialect.EXTENDED);
        List<String> lines = new ArrayList<>();
        sample.generate(shape.name(), (id, doc) -> {
            if (lines.size() < SAMPLE_DOCUMENTS) lines.add(json.write(doc));
        });
        return lines;
    }

    static ClassLoader compileJava(Path out, Iterable<String> files, String label) throws Exception {
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        assertNotNull(javac, "the JDK's compiler");
        List<String> args = new ArrayList<>(List.of("-classpath", jar(Document.class), "-d", out.toString()));
        files.forEach(f -> args.add(out.resolve(f).toString()));
        ByteArrayOutputStream errors = new ByteArrayOutputStream();
        assertEquals(0, javac.run(null, null, errors, args.toArray(String[]::new)), () -> label + ": javac: " + errors);
        return new URLClassLoader(new URL[]{out.toUri().toURL()}, CodegenToolchainsTest.class.getClassLoader());
    }

    private static String jar(Class<?> c) throws Exception {
        return Path.of(c.getProtectionDomain().getCodeSource().getLocation().toURI()).toString();
    }

    private static boolean ci() {
        return "true".equals(System.getenv("CI"));
    }

    static Path tool(String name) {
        Path p = NODE_TOOLS.resolve(".bin").resolve(name);
        if (!ci()) Assumptions.assumeTrue(Files.isExecutable(p), name + " is not installed: npm ci --prefix tools/node");
        assertTrue(Files.isExecutable(p), name + " in tools/node (CI installs it)");
        return p;
    }

    static String node() {
        return Files.isExecutable(Path.of("/usr/bin/node")) ? "/usr/bin/node" : "node";
    }

    static String python() throws Exception {
        boolean ok;
        try {
            Process p = new ProcessBuilder("python3", "-c", "import pydantic").redirectErrorStream(true).start();
            p.getInputStream().readAllBytes();
            ok = p.waitFor(60, TimeUnit.SECONDS) && p.exitValue() == 0;
        } catch (IOException e) {
            ok = false;
        }
        if (!ci()) Assumptions.assumeTrue(ok, "python3 with pydantic is not installed (apt-get install python3-pydantic)");
        assertTrue(ok, "python3 with pydantic (CI installs python3-pydantic)");
        return "python3";
    }

    static void run(List<String> command, Path cwd, String label) throws Exception {
        Process p = new ProcessBuilder(command).directory(cwd.toFile()).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes());
        assertTrue(p.waitFor(180, TimeUnit.SECONDS), label + ": " + command.get(0) + " finished");
        assertEquals(0, p.exitValue(), () -> label + ": " + String.join(" ", command) + "\n" + out);
    }
}
