package dev.docshape.storage.codegen;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.docshape.model.Entity;
import dev.docshape.model.Field;
import dev.docshape.model.FieldType;
import dev.docshape.model.projection.Projection;
import dev.docshape.model.projection.Projector;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Mongoose and Pydantic say the entity's and each field's description, read back as written by each language's own
 * tools: TypeScript's parser reads the Mongoose module's JSDoc (above the schema, above each path) and Node loads the
 * module; pydantic's {@code model_json_schema()} gives the class docstring and each {@code Field(description=...)}
 * (docs/exports.md "Descriptions", decision 0575). The descriptions hold triple quotes of both kinds, backslashes, a
 * comment's end, a JSDoc tag, markup, line breaks, U+2028, a tab, accents and an emoji.
 */
class MongoosePydanticDescriptionsTest {
    static final String ISSUE = "A tracked problem */ @since never {@code x} \\u002a/ &amp; <b>bold</b> \"\"\" and '''\n"
            + "  indented * line\n* starred \uD83D\uDE80 fermé, ends with a backslash \\";
    private static final String TITLE = CodegenToolchainsTest.HOSTILE_DESCRIPTION;
    private static final String STATUS = "@param status the state\nsecond line with \\u000a and \u2028 and \t tab \"\"\"";

    @TempDir
    Path dir;

    private CodegenToolchainsTest.Case tracker() {
        Entity issue = Entity.of("issue", "Issue", List.of(Field.string("title", 40).withDescription(TITLE),
                Field.of("status", FieldType.STRING).withValues(List.of("open", "closed")).withRequired(true).withDescription(STATUS),
                Field.of("points", FieldType.INTEGER)), 50).withDescription(ISSUE);
        return CodegenToolchainsTest.Case.of("tracker", issue);
    }

    private static Map<String, String> expected() {
        Map<String, String> expected = new LinkedHashMap<>();
        expected.put("", ISSUE);
        expected.put("title", TITLE);
        expected.put("status", STATUS);
        return expected;
    }

    @Test
    void mongooseSaysDescriptionsAsJsDocAboveTheSchemaAndEachPath() throws Exception {
        CodegenToolchainsTest.tool("tsc");
        CodegenToolchainsTest.Case c = tracker();
        Map<String, String> files = CodegenToolchainsTest.writeBesideNodeModules(DocumentTypeLanguage.MONGOOSE, c, dir);
        String module = files.keySet().iterator().next();
        DocCommentsCodegenTest.assertJsDocReadsBack(dir, module, expected(), """
                s => {
                  if (!ts.isVariableStatement(s)) return null;
                  const init = s.declarationList.declarations[0].initializer;
                  return init && ts.isNewExpression(init) ? init.arguments[0].properties : null;
                }""", """
                const Model = Object.values(require("./%s")).find(v => typeof v === "function");
                if (new Model({ _id: new (require("mongoose").Types.ObjectId)(), status: "open" }).validateSync()) {
                  console.error("the module does not validate"); process.exit(1);
                }""".formatted(module));
    }

    @Test
    void pydanticSaysTheEntityAsTheClassDocstringAndEachFieldAsItsDescription() throws Exception {
        String python = CodegenToolchainsTest.python();
        CodegenToolchainsTest.Case c = tracker();
        Projection projection = Projector.project(c.project().model(), c.design());
        Map<String, String> files = CodegenToolchainsTest.write(DocumentTypeLanguage.PYDANTIC, c, projection, dir);
        Files.writeString(dir.resolve("expected.json"), new ObjectMapper().writeValueAsString(expected()));
        Files.writeString(dir.resolve("docs.py"), """
                import inspect, json, sys
                import pydantic
                import %s as module
                top = [v for v in vars(module).values() if isinstance(v, type) and issubclass(v, module.DocShapeModel)][-1]
                expected = json.load(open("expected.json", encoding="utf-8"))
                if pydantic.VERSION.startswith("1."):
                    schema = top.schema()
                else:
                    schema = top.model_json_schema()
                found = {"": schema.get("description"), "doc": inspect.cleandoc(top.__doc__ or "")}
                for name, value in schema["properties"].items():
                    if "description" in value:
                        found[name] = value["description"]
                expected["doc"] = expected[""]
                for key, value in expected.items():
                    if found.get(key) != value:
                        print(key, ":", ascii(found.get(key)), "!=", ascii(value)); sys.exit(1)
                print("read", len(found))
                """.formatted(files.keySet().iterator().next().replace(".py", "")));
        CodegenToolchainsTest.run(List.of(python, "docs.py"), dir, "pydantic's reading of the descriptions");
    }
}
