package dev.docshape.storage.codegen;

import dev.docshape.model.DataModel;
import dev.docshape.model.FieldType;
import dev.docshape.model.Numbers;
import dev.docshape.model.ValueRange;
import dev.docshape.model.projection.CollectionShape;
import dev.docshape.model.projection.Projection;
import dev.docshape.storage.query.Identifiers;

import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Pydantic models (working with pydantic 1.10 and 2), one module per collection: embedded objects
 * as nested models, ids as strings (the ObjectId's hex), every field with its document name as
 * alias, unknown fields refused; an entity's description as the class's docstring, a field's as its {@code description}.
 */
final class PydanticGenerator implements CodeGenerator {
    static final Set<String> PYTHON_RESERVED = Set.of("False", "None", "True", "and", "as", "assert", "async", "await",
            "break", "class", "continue", "def", "del", "elif", "else", "except", "finally", "for", "from", "global", "if",
            "import", "in", "is", "lambda", "nonlocal", "not", "or", "pass", "raise", "return", "try", "while", "with",
            "yield", "match", "case", "type", "print", "self", "Any", "Dict", "List", "Optional", "Field", "BaseModel", "datetime",
            "Decimal", "UUID", "pydantic", "schema", "json", "copy", "dict", "fields", "construct", "validate");

    @Override
    public Map<String, String> generate(String title, DataModel model, Projection projection) {
        Map<String, String> files = new LinkedHashMap<>();
        FileNames names = new FileNames();
        for (CollectionShape c : projection.collections()) {
            List<TypeTree.Type> types = TypeTree.of(model, c, PYTHON_RESERVED);
            StringBuilder py = new StringBuilder();
            py.append("# ").append(Identifiers.commentText(title)).append(": collection ")
                    .append(Identifiers.commentText(Identifiers.jsString(c.name()))).append(", written by DocShape.\n");
            py.append(HEADER);
            for (int step = 1; step <= types.size(); step++) {
                // nested types first (each before the types that use it), the document's type last
                int i = step % types.size();
                TypeTree.Type t = types.get(i);
                py.append("\n\nclass ").append(t.name()).append("(DocShapeModel):\n");
                if (t.description() != null) py.append("    ").append(docstring(t.description(), "    ")).append('\n');
                else if (t.properties().isEmpty()) py.append("    pass\n");
                Set<String> used = new HashSet<>();
                for (TypeTree.Property p : t.properties()) {
                    String attr = Identifiers.lowerCamel(p.name(), PYTHON_RESERVED, "field");
                    if (attr.startsWith("_")) attr = "f" + attr;
                    String unique = attr;
                    for (int k = 2; !used.add(unique); k++) unique = attr + k;
                    String type = type(p);
                    py.append("    ").append(unique).append(": ").append(p.required() ? type : "Optional[" + type + "]")
                            .append(" = Field(").append(p.required() ? "..." : "None").append(", alias=")
                            .append(Identifiers.pythonString(p.name())).append(bounds(p)).append(described(p)).append(")\n");
                }
            }
            py.append("\n\nfor _model in list(globals().values()):\n")
                    .append("    if isinstance(_model, type) and issubclass(_model, DocShapeModel) and _model is not DocShapeModel:\n")
                    .append("        _rebuild(_model)\n");
            files.put(names.next(c.name()) + ".py", py.toString());
        }
        return files;
    }

    /** A declared range as pydantic's {@code ge}, {@code gt}, {@code le}, {@code lt} (docs/exports.md "Declared ranges"). */
    private static String bounds(TypeTree.Property p) {
        ValueRange r = p.range();
        if (r == null) return "";
        StringBuilder b = new StringBuilder();
        if (r.min() != null) b.append(r.minExclusive() ? ", gt=" : ", ge=").append(Numbers.exact(r.min()));
        if (r.max() != null) b.append(r.maxExclusive() ? ", lt=" : ", le=").append(Numbers.exact(r.max()));
        return b.toString();
    }

    /** A field's description as pydantic's {@code description}, a Python string literal (one way for every Python literal here). */
    private static String described(TypeTree.Property p) {
        return p.description() == null ? "" : ", description=" + Identifiers.pythonString(p.description());
    }

    /**
     * An entity's description as the class's docstring: a triple-quoted literal whose lines after the first are indented
     * as the class body is (PEP 257), which readers take off again ({@code inspect.cleandoc}, as {@code help()} and
     * pydantic's {@code description} do); a quote, a backslash, control characters but line feeds, U+0085, U+2028,
     * U+2029 and a lone surrogate escaped, so no text ends the literal early or changes in it (decision 0575).
     */
    private static String docstring(String text, String indent) {
        StringBuilder out = new StringBuilder(text.length() + 8).append("\"\"\"");
        for (int i = 0; i < text.length(); ) {
            int c = text.codePointAt(i);
            i += Character.charCount(c);
            if (c == '\n') out.append('\n').append(i < text.length() && text.charAt(i) != '\n' ? indent : "");
            else if (c == '\\' || c == '"') out.append('\\').appendCodePoint(c);
            else if (c == '\t') out.append("\\t");
            else if (c < 0x20 || c == 0x7f || c == 0x85) out.append(String.format("\\x%02x", c));
            else if (c == 0x2028 || c == 0x2029 || Character.isSurrogate((char) c)) out.append(String.format("\\u%04x", c));
            else out.appendCodePoint(c);
        }
        return out.append("\"\"\"").toString();
    }

    private static String type(TypeTree.Property p) {
        if (p.values() != null && (p.scalar() == FieldType.STRING || p.scalar() == FieldType.INTEGER || p.scalar() == FieldType.LONG)) {
            return literal(p.values());
        }
        String item = p.type() != null ? p.type().name() : scalar(p.scalar());
        return p.array() ? "List[" + item + "]" : item;
    }

    /**
     * Listed values as {@code Literal[...]} (docs/exports.md "Listed values", decision 0555), a whole number bare.
     */
    private static String literal(List<Object> values) {
        StringBuilder b = new StringBuilder("Literal[");
        for (Object v : values) {
            if (b.length() > "Literal[".length()) b.append(", ");
            if (v instanceof String s) {
                b.append(Identifiers.pythonString(s));
            } else {
                b.append(v);
            }
        }
        return b.append(']').toString();
    }

    private static String scalar(FieldType t) {
        return switch (t) {
            case STRING, OBJECT_ID -> "str";
            case INTEGER, LONG -> "int";
            case DOUBLE -> "float";
            case DECIMAL -> "Decimal";
            case BOOLEAN -> "bool";
            case DATE -> "datetime";
            case UUID -> "UUID";
            case BINARY -> "bytes";
            case OBJECT, ARRAY -> "Dict[str, Any]";
        };
    }

    private static final String HEADER = """
            from datetime import datetime
            from decimal import Decimal
            from typing import Any, Dict, List, Literal, Optional
            from uuid import UUID

            import pydantic
            from pydantic import Field

            if pydantic.VERSION.startswith("1."):
                class DocShapeModel(pydantic.BaseModel):
                    class Config:
                        allow_population_by_field_name = True
                        extra = "forbid"

                def _rebuild(model):
                    model.update_forward_refs()
            else:
                class DocShapeModel(pydantic.BaseModel):
                    model_config = pydantic.ConfigDict(populate_by_name=True, extra="forbid")

                def _rebuild(model):
                    model.model_rebuild()
            """;
}
