package dev.docshape.storage.file;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.docshape.model.Cardinality;
import dev.docshape.model.FieldType;
import dev.docshape.model.Volatility;
import dev.docshape.model.mapping.Holder;
import dev.docshape.model.mapping.Placement;
import dev.docshape.model.mapping.Subset;
import dev.docshape.model.pattern.Selection;
import dev.docshape.model.pattern.WriteKind;
import dev.docshape.storage.file.v1.DesignDto;
import dev.docshape.storage.file.v1.EntityDto;
import dev.docshape.storage.file.v1.FieldDto;
import dev.docshape.storage.file.v1.IncludeDto;
import dev.docshape.storage.file.v1.MappingDto;
import dev.docshape.storage.file.v1.NoteDto;
import dev.docshape.storage.file.v1.PatternDto;
import dev.docshape.storage.file.v1.PositionDto;
import dev.docshape.storage.file.v1.ProjectFileV1;
import dev.docshape.storage.file.v1.RelationshipDto;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

/**
 * docs/docshape-project.schema.json describes exactly what the reader accepts: the same members per
 * object (no others allowed) and the same words for every enum. Keeps the schema from drifting when
 * the DTOs change.
 */
class SchemaConsistencyTest {

    private static final JsonNode SCHEMA = load();

    private static JsonNode load() {
        try {
            return new ObjectMapper().readTree(RepositoryFiles.root().resolve("docs/docshape-project.schema.json").toFile());
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    @Test
    void isDraft2020AndStartsAtTheProject() {
        assertEquals("https://json-schema.org/draft/2020-12/schema", SCHEMA.get("$schema").textValue());
        assertEquals("#/$defs/project", SCHEMA.get("$ref").textValue());
        assertEquals(FormatVersions.FORMAT, def("project").at("/properties/format/const").textValue());
        assertEquals(FormatVersions.CURRENT, def("project").at("/properties/formatVersion/const").intValue());
    }

    @Test
    void everyObjectHasTheMembersOfItsDtoAndNoOthers() {
        Map<String, Class<? extends Record>> dtos = Map.of("project", ProjectFileV1.class, "entity", EntityDto.class,
                "position", PositionDto.class, "field", FieldDto.class, "relationship", RelationshipDto.class,
                "pattern", PatternDto.class, "include", IncludeDto.class, "design", DesignDto.class,
                "mapping", MappingDto.class, "note", NoteDto.class);
        dtos.forEach((name, dto) -> {
            JsonNode def = def(name);
            Set<String> members = new TreeSet<>();
            Arrays.stream(dto.getRecordComponents()).forEach(c -> members.add(c.getName()));
            Set<String> described = new TreeSet<>();
            def.get("properties").fieldNames().forEachRemaining(described::add);
            assertEquals(members, described, "members of '" + name + "'");
            assertFalse(def.get("additionalProperties").asBoolean(true), "'" + name + "' allows no other members");
        });
    }

    @Test
    void enumsUseTheWordsTheReaderAccepts() {
        assertEquals(words(FieldType.values()), enumAt(def("fieldType")));
        assertEquals(words(Cardinality.values()), enumAt(def("cardinality")));
        assertEquals(words(Volatility.values()), enumAt(def("volatility")));
        assertEquals(words(Placement.values()), enumAt(def("placement")));
        assertEquals(words(Holder.values()), enumAt(def("holder")));
        assertEquals(words(Subset.Rest.values()), enumAt(def("rest")));
        assertEquals(words(Selection.values()), enumAt(def("pattern").at("/properties/selection")));
        List<String> kinds = new ArrayList<>(List.of("read"));
        kinds.addAll(words(WriteKind.values()));
        assertEquals(kinds, enumAt(def("pattern").at("/properties/kind")));
        assertEquals(List.of("embed", "reference", "extended-reference", "subset", "bucket"),
                enumAt(def("mapping").at("/properties/strategy")));
    }

    private static JsonNode def(String name) {
        JsonNode def = SCHEMA.at("/$defs/" + name);
        assertFalse(def.isMissingNode(), "schema defines " + name);
        return def;
    }

    private static List<String> enumAt(JsonNode node) {
        List<String> values = new ArrayList<>();
        node.get("enum").forEach(v -> values.add(v.textValue()));
        return values;
    }

    private static List<String> words(Enum<?>[] constants) {
        return Stream.of(constants).map(c -> c.name().toLowerCase(Locale.ROOT).replace('_', '-')).toList();
    }
}
