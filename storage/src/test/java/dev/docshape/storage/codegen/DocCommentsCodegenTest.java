package dev.docshape.storage.codegen;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.sun.source.doctree.DocCommentTree;
import com.sun.source.doctree.DocTree;
import com.sun.source.doctree.ParamTree;
import com.sun.source.tree.ClassTree;
import com.sun.source.tree.CompilationUnitTree;
import com.sun.source.util.DocTrees;
import com.sun.source.util.JavacTask;
import com.sun.source.util.TreePath;
import com.sun.source.util.TreePathScanner;
import dev.docshape.model.Entity;
import dev.docshape.model.Field;
import dev.docshape.model.FieldType;
import dev.docshape.model.projection.Projection;
import dev.docshape.model.projection.Projector;
import org.bson.BsonDocumentReader;
import org.bson.Document;
import org.bson.codecs.DecoderContext;
import org.bson.codecs.configuration.CodecRegistries;
import org.bson.codecs.record.RecordCodecProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import javax.tools.DiagnosticCollector;
import javax.tools.JavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * TypeScript and Java records say the model's descriptions as doc comments, which each language's own toolchain reads
 * back as written (a description ending a comment, starting a tag, holding a unicode escape, line breaks, markup, an
 * emoji), and the values a field lists: a union of literal types tsc holds assignments to, constants the Java record's
 * constructor holds a decoded document to (docs/exports.md "Descriptions" and "Listed values", decision 0567).
 */
class DocCommentsCodegenTest {
    private static final String ISSUE = "A tracked problem */ @since never {@code x} \\u002a/ &amp; <b>bold</b>\n"
            + "  indented * line\n* starred \uD83D\uDE80 fermé";
    private static final String TITLE = CodegenToolchainsTest.HOSTILE_DESCRIPTION;
    private static final String STATUS = "@param status the state\nsecond line with \\u000a and \u2028 and \t tab";
    private static final List<Object> STATUSES = List.of("open", "in_progress", "say \"done\"", "back\\slash", "fermé \uD83D\uDE80");

    @TempDir
    Path dir;

    private CodegenToolchainsTest.Case tracker() {
        Entity issue = Entity.of("issue", "Issue", List.of(Field.string("title", 40).withDescription(TITLE),
                Field.of("status", FieldType.STRING).withValues(STATUSES).withRequired(true).withDescription(STATUS),
                Field.of("points", FieldType.INTEGER).withValues(List.of(1, 2, 3, 5, 8))), 50).withDescription(ISSUE);
        return CodegenToolchainsTest.Case.of("tracker", issue);
    }

    @Test
    void typeScriptSaysDescriptionsAsJsDocAndListedValuesAsLiteralTypes() throws Exception {
        Path tsc = CodegenToolchainsTest.tool("tsc");
        CodegenToolchainsTest.Case c = tracker();
        Map<String, String> files = CodegenToolchainsTest.writeBesideNodeModules(DocumentTypeLanguage.TYPESCRIPT, c, dir);
        String module = files.keySet().iterator().next().replace(".ts", "");
        // tsc fails where a line under @ts-expect-error compiles: an unlisted status or points must not
        Files.writeString(dir.resolve("use.ts"), """
                import type { %1$s } from "./%2$s";
                const ok: %1$s["status"][] = ["open", "in_progress", "say \\"done\\"", "back\\\\slash", "fermé \\u{1F680}"];
                // @ts-expect-error: not a listed status
                const active: %1$s["status"] = "active";
                // @ts-expect-error: not a listed number
                const four: %1$s["points"] = 4;
                const five: %1$s["points"] = 5;
                export { ok, active, four, five };
                """.formatted(typeName(files.values().iterator().next()), module));
        CodegenToolchainsTest.tsc(tsc, dir, module);
        Map<String, String> expected = new LinkedHashMap<>();
        expected.put("", ISSUE);
        expected.put("title", TITLE);
        expected.put("status", STATUS);
        assertJsDocReadsBack(dir, module + ".ts", expected, "s => ts.isInterfaceDeclaration(s) ? s.members : null", "");
    }

    /**
     * Node reads {@code file}'s JSDoc with TypeScript's own parser and finds each of {@code expected} said as written once
     * its character references are decoded ({@code ""}: the comment above a declaration, else above the member of that
     * name), and no member's comment read as a tag. {@code membersOf}: a JavaScript function giving a top statement's
     * members, or null for a statement that declares none; {@code before}: JavaScript run first (loading the module).
     */
    static void assertJsDocReadsBack(Path dir, String file, Map<String, String> expected, String membersOf, String before) throws Exception {
        Files.writeString(dir.resolve("expected.json"), new ObjectMapper().writeValueAsString(expected));
        Files.writeString(dir.resolve("docs.js"), """
                const fs = require("fs");
                const ts = require("typescript");
                %3$s
                const expected = JSON.parse(fs.readFileSync("expected.json", "utf8"));
                const kind = "%1$s".endsWith(".js") ? ts.ScriptKind.JS : ts.ScriptKind.TS;
                const source = ts.createSourceFile("%1$s", fs.readFileSync("%1$s", "utf8"), ts.ScriptTarget.ES2020, true, kind);
                const decode = s => s.split("\\n").map(l => l.replace(/^\\s+/, "")).join("\\n")
                  .replace(/&#(\\d+);/g, (m, n) => String.fromCodePoint(Number(n)))
                  .replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&");
                const said = node => (node.jsDoc || []).map(d => ts.getTextOfJSDocComment(d.comment)).join("");
                const membersOf = %2$s;
                const found = {};
                for (const statement of source.statements) {
                  const members = membersOf(statement);
                  if (!members) continue;
                  if (said(statement)) found[""] = decode(said(statement));
                  for (const member of members) {
                    if ((member.jsDoc || []).some(d => d.tags && d.tags.length)) { console.error("a tag in " + member.name.text); process.exit(1); }
                    if (said(member)) found[member.name.text] = decode(said(member));
                  }
                }
                for (const [key, value] of Object.entries(expected)) {
                  if (found[key] !== value) { console.error(key + ": " + JSON.stringify(found[key]) + " != " + JSON.stringify(value)); process.exit(1); }
                }
                console.log("read " + Object.keys(found).length);
                """.formatted(file, membersOf, before));
        CodegenToolchainsTest.run(List.of(CodegenToolchainsTest.node(), "docs.js"), dir, "typescript's reading of the JSDoc in " + file);
    }

    @Test
    void javaRecordsSayDescriptionsAsJavadocAndCheckListedValues() throws Exception {
        CodegenToolchainsTest.Case c = tracker();
        Projection projection = Projector.project(c.project().model(), c.design());
        Map<String, String> files = CodegenToolchainsTest.write(DocumentTypeLanguage.JAVA, c, projection, dir);
        var javac = ToolProvider.getSystemJavaCompiler();
        DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
        StandardJavaFileManager fm = javac.getStandardFileManager(diagnostics, null, StandardCharsets.UTF_8);
        List<Path> sources = files.keySet().stream().map(dir::resolve).toList();
        String jar = Path.of(Document.class.getProtectionDomain().getCodeSource().getLocation().toURI()).toString();
        // doclint's syntax and html checks: a stray tag, an unknown entity or raw markup would be an error under -Werror
        JavacTask task = (JavacTask) javac.getTask(null, fm, diagnostics, List.of("-classpath", jar, "-d", dir.toString(),
                "-Xdoclint:all,-missing", "-Werror"), null, fm.getJavaFileObjectsFromPaths(sources));
        Iterable<? extends CompilationUnitTree> units = task.parse();
        task.analyze();
        DocTrees trees = DocTrees.instance(task);
        Map<String, String> said = new LinkedHashMap<>();
        for (CompilationUnitTree unit : units) {
            new TreePathScanner<Void, Void>() {
                @Override
                public Void visitClass(ClassTree node, Void unused) {
                    DocCommentTree doc = trees.getDocCommentTree(getCurrentPath());
                    if (doc != null) {
                        said.put("", decode(text(doc.getFullBody())));
                        for (DocTree tag : doc.getBlockTags()) {
                            if (tag instanceof ParamTree p) said.put(p.getName().getName().toString(), decode(text(p.getDescription())));
                        }
                    }
                    return super.visitClass(node, unused);
                }
            }.scan(new TreePath(unit), null);
        }
        task.generate();
        assertTrue(diagnostics.getDiagnostics().isEmpty(), () -> "javac: " + diagnostics.getDiagnostics() + "\n" + files);
        assertEquals("A document of the collection \"" + projection.collections().get(0).name() + "\".\n\n" + ISSUE, said.get(""));
        assertEquals(TITLE, said.get("title"));
        assertEquals(STATUS, said.get("status"));
        assertTrue(!said.containsKey("points"), "no @param for an undescribed component: " + said);

        try (URLClassLoader loader = new URLClassLoader(new URL[]{dir.toUri().toURL()}, getClass().getClassLoader())) {
            Class<?> type = loader.loadClass(new FileNames().next(projection.collections().get(0).name()));
            var codec = CodecRegistries.fromProviders(new RecordCodecProvider(), com.mongodb.MongoClientSettings.getDefaultCodecRegistry()).get(type);
            for (Object status : STATUSES) {
                Document doc = new Document("_id", new org.bson.types.ObjectId()).append("status", status).append("points", 5);
                assertTrue(codec.decode(new BsonDocumentReader(doc.toBsonDocument()), DecoderContext.builder().build()).toString().contains("points=5"));
            }
            for (Document other : List.of(new Document("status", "active"), new Document("status", "open").append("points", 4))) {
                other.append("_id", new org.bson.types.ObjectId());
                Exception e = assertThrows(Exception.class, () -> codec.decode(new BsonDocumentReader(other.toBsonDocument()),
                        DecoderContext.builder().build()), other.toJson());
                assertTrue(String.valueOf(rootCause(e).getMessage()).contains("is not one of"), String.valueOf(e));
            }
        }
    }

    private static Throwable rootCause(Throwable e) {
        while (e.getCause() != null && e.getCause() != e) e = e.getCause();
        return e;
    }

    private static String typeName(String ts) {
        Matcher m = Pattern.compile("export interface (\\w+)").matcher(ts);
        assertTrue(m.find(), ts);
        return m.group(1);
    }

    private static String text(List<? extends DocTree> trees) {
        StringBuilder out = new StringBuilder();
        for (DocTree t : trees) out.append(t);
        return out.toString();
    }

    /** A doc comment's text as a reader of the rendered page sees it: each line's margin dropped, references decoded. */
    private static String decode(String comment) {
        List<String> lines = new ArrayList<>();
        for (String line : comment.split("\n", -1)) lines.add(line.stripLeading());
        Matcher m = Pattern.compile("&#(\\d+);|&lt;|&gt;|&amp;").matcher(String.join("\n", lines));
        StringBuilder out = new StringBuilder();
        while (m.find()) {
            String r = m.group(1) != null ? new String(Character.toChars(Integer.parseInt(m.group(1))))
                    : switch (m.group()) { case "&lt;" -> "<"; case "&gt;" -> ">"; default -> "&"; };
            m.appendReplacement(out, Matcher.quoteReplacement(r));
        }
        return m.appendTail(out).toString();
    }
}
