package dev.docshape.storage.codegen;

import dev.docshape.model.Entity;
import dev.docshape.model.Field;
import dev.docshape.model.FieldType;
import dev.docshape.model.Project;
import dev.docshape.model.projection.CollectionShape;
import dev.docshape.model.projection.Projection;
import dev.docshape.model.projection.Projector;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * An issue's status listing values with a quote, a backslash, a line break, an accent and a character past U+FFFF:
 * Mongoose writes {@code enum}, Pydantic {@code Literal[...]}, and each, run by its own toolchain, accepts every listed
 * value exactly and refuses {@code "active"} (docs/exports.md "Listed values", decision 0555).
 */
class ListedValuesCodegenTest {
    private static final List<Object> STATUSES = List.of("open", "in_progress", "say \"done\"", "back\\slash", "two\nlines", "fermé 🚀");

    @TempDir
    Path dir;

    @Test
    void mongooseAndPydanticAcceptTheListedValuesAndRefuseAnother() throws Exception {
        CodegenToolchainsTest.tool("tsc");
        String python = CodegenToolchainsTest.python();
        Entity issue = Entity.of("issue", "Issue", List.of(Field.string("title", 40),
                Field.of("status", FieldType.STRING).withValues(STATUSES).withRequired(true),
                Field.of("points", FieldType.INTEGER).withValues(List.of(1, 2, 3, 5, 8))), 50);
        CodegenToolchainsTest.Case c = CodegenToolchainsTest.Case.of("tracker", issue);
        Project project = c.project();
        Projection projection = Projector.project(project.model(), c.design());
        Files.createSymbolicLink(dir.resolve("node_modules"), CodegenToolchainsTest.NODE_TOOLS);
        Map<String, String> js = CodegenToolchainsTest.write(DocumentTypeLanguage.MONGOOSE, c, projection, dir);
        Map<String, String> py = CodegenToolchainsTest.write(DocumentTypeLanguage.PYDANTIC, c, projection, dir);
        assertTrue(js.values().iterator().next().contains("enum: [\"open\", \"in_progress\", \"say \\\"done\\\"\""), js.toString());
        assertTrue(py.values().iterator().next().contains("Literal[\"open\", \"in_progress\""), py.toString());
        CollectionShape shape = projection.collections().get(0);
        String module = new FileNames().next(shape.name());
        Files.write(dir.resolve("issues.ndjson"), CodegenToolchainsTest.samples(project.model(), projection, shape));
        // the expected values written as JSON, read by each language's own JSON parser
        Files.writeString(dir.resolve("statuses.json"), new com.fasterxml.jackson.databind.ObjectMapper().writeValueAsString(STATUSES));
        Files.writeString(dir.resolve("check.js"), """
                const fs = require("fs");
                const { EJSON } = require("bson");
                const Model = Object.values(require("./%s.js")).find(v => typeof v === "function");
                const statuses = JSON.parse(fs.readFileSync("statuses.json", "utf8"));
                const lines = fs.readFileSync("issues.ndjson", "utf8").split("\\n").filter(l => l.trim());
                for (const line of lines) {
                  const error = new Model(EJSON.parse(line, { relaxed: false })).validateSync();
                  if (error) { console.error("a sample issue refused: " + error.message); process.exit(1); }
                }
                const issue = EJSON.parse(lines[0], { relaxed: false });
                for (const s of statuses) {
                  issue.status = s;
                  if (new Model(issue).validateSync()) { console.error("refused " + JSON.stringify(s)); process.exit(1); }
                }
                for (const [field, value] of [["status", "active"], ["status", "two lines"], ["points", 4]]) {
                  const other = EJSON.parse(lines[0], { relaxed: false });
                  other[field] = value;
                  const error = new Model(other).validateSync();
                  if (!error || !error.errors[field]) { console.error("accepted " + field + " " + value); process.exit(1); }
                }
                console.log("checked " + lines.length);
                """.formatted(module));
        CodegenToolchainsTest.run(List.of(CodegenToolchainsTest.node(), "check.js"), dir, "mongoose");
        Files.writeString(dir.resolve("check.py"), """
                import json, sys
                import pydantic
                import %s as module
                top = [v for v in vars(module).values() if isinstance(v, type) and issubclass(v, module.DocShapeModel)][-1]
                def plain(d):
                    return {k: (v["$oid"] if isinstance(v, dict) and "$oid" in v else v) for k, v in d.items()}
                lines = [plain(json.loads(l)) for l in open("issues.ndjson", encoding="utf-8") if l.strip()]
                for issue in lines:
                    top(**issue)
                for s in json.load(open("statuses.json", encoding="utf-8")):
                    top(**dict(lines[0], status=s))
                for field, value in (("status", "active"), ("status", "two lines"), ("points", 4)):
                    try:
                        top(**dict(lines[0], **{field: value}))
                    except pydantic.ValidationError:
                        continue
                    print("accepted", field, value); sys.exit(1)
                print("checked", len(lines))
                """.formatted(module));
        CodegenToolchainsTest.run(List.of(python, "check.py"), dir, "pydantic");
    }
}
