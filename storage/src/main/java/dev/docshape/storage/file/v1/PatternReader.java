package dev.docshape.storage.file.v1;

import dev.docshape.model.mapping.Ordering;
import dev.docshape.model.pattern.AccessPattern;
import dev.docshape.model.pattern.Include;
import dev.docshape.model.pattern.ReadPattern;
import dev.docshape.model.pattern.Selection;
import dev.docshape.model.pattern.WriteKind;
import dev.docshape.model.pattern.WritePattern;
import dev.docshape.storage.file.json.ContentProblem;
import dev.docshape.storage.file.json.JsonPath;

import java.util.List;

import static dev.docshape.storage.file.v1.Values.absent;
import static dev.docshape.storage.file.v1.Values.build;
import static dev.docshape.storage.file.v1.Values.each;
import static dev.docshape.storage.file.v1.Values.nonNegative;
import static dev.docshape.storage.file.v1.Values.optionalText;
import static dev.docshape.storage.file.v1.Values.requireText;
import static dev.docshape.storage.file.v1.Values.texts;

/** Maps format-1 access patterns: {@code "kind": "read"} or a write kind ("insert", "update", ...). */
final class PatternReader {

    static final String READ = "read";

    private PatternReader() {
    }

    static AccessPattern pattern(PatternDto dto, JsonPath path) {
        String id = requireText(dto.id(), path, "id");
        String name = requireText(dto.name(), path, "name");
        String kind = requireText(dto.kind(), path, "kind");
        String entity = requireText(dto.entity(), path, "entity");
        double frequency = nonNegative(dto.frequency(), 1.0, path, "frequency");
        List<String> fields = texts(dto.fields(), path.field("fields"));
        List<Include> includes = each(dto.includes(), path.field("includes"), PatternReader::include);
        if (READ.equals(kind)) return read(dto, path, id, name, entity, frequency, fields, includes);
        WriteKind writeKind = writeKind(kind, path.field("kind"));
        String why = "applies only to read patterns";
        absent(dto.selection(), path, "selection", why);
        absent(dto.byParent(), path, "byParent", why);
        absent(dto.expectedMatches(), path, "expectedMatches", why);
        absent(dto.limit(), path, "limit", why);
        absent(dto.counts(), path, "counts", why);
        absent(dto.order(), path, "order", why);
        String relationship = optionalText(dto.relationship(), path, "relationship");
        return build(path, () -> new WritePattern(id, name, frequency, writeKind, entity, relationship, fields, includes));
    }

    private static ReadPattern read(PatternDto dto, JsonPath path, String id, String name, String entity,
                                    double frequency, List<String> fields, List<Include> includes) {
        absent(dto.relationship(), path, "relationship", "applies only to write patterns");
        Selection selection = dto.selection() == null ? Selection.BY_ID
                : KebabNames.parse(dto.selection(), Selection.class, path.field("selection"), "selection");
        String byParent = null;
        int expectedMatches = 1;
        int limit = 1;
        Ordering order = null;
        if (selection == Selection.FILTER) {
            byParent = optionalText(dto.byParent(), path, "byParent");
            expectedMatches = nonNegative(dto.expectedMatches(), 1, path, "expectedMatches");
            limit = nonNegative(dto.limit(), 0, path, "limit");
            order = OrderValues.read(dto.order(), path.field("order"));
        } else {
            String why = "applies only to selection 'filter'";
            absent(dto.byParent(), path, "byParent", why);
            absent(dto.expectedMatches(), path, "expectedMatches", why);
            absent(dto.limit(), path, "limit", why);
            absent(dto.order(), path, "order", why);
        }
        List<String> counts = texts(dto.counts(), path.field("counts"));
        String parent = byParent;
        int matches = expectedMatches;
        int taken = limit;
        Ordering ordered = order;
        return build(path, () -> new ReadPattern(id, name, frequency, entity, selection, parent, matches, taken,
                fields, includes, counts, ordered));
    }

    private static WriteKind writeKind(String kind, JsonPath path) {
        for (WriteKind candidate : WriteKind.values()) {
            if (KebabNames.of(candidate).equals(kind)) return candidate;
        }
        throw new ContentProblem(path, "unknown pattern kind '" + kind + "'; expected one of: " + READ + ", "
                + KebabNames.allowed(WriteKind.class));
    }

    private static Include include(IncludeDto dto, JsonPath path) {
        String relationship = requireText(dto.relationship(), path, "relationship");
        List<String> fields = texts(dto.fields(), path.field("fields"));
        int limit = nonNegative(dto.limit(), 0, path, "limit");
        List<Include> nested = each(dto.includes(), path.field("includes"), PatternReader::include);
        List<String> counts = texts(dto.counts(), path.field("counts"));
        return build(path, () -> new Include(relationship, fields, limit, nested, counts));
    }
}
