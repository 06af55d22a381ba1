package dev.docshape.storage.file;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.core.util.DefaultIndenter;
import com.fasterxml.jackson.core.util.DefaultPrettyPrinter;
import com.fasterxml.jackson.core.util.Separators;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.MapperFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.cfg.CoercionAction;
import com.fasterxml.jackson.databind.cfg.CoercionInputShape;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.module.SimpleModule;
import com.fasterxml.jackson.databind.ser.std.StdSerializer;
import com.fasterxml.jackson.databind.type.LogicalType;

import java.io.IOException;

/**
 * The one Jackson configuration for project files: strict when reading (no coercion of types,
 * duplicate keys and unknown fields refused, limits against hostile input), and stable, readable
 * pretty-printing when writing.
 */
final class JsonMappers {

    /** Files larger than this are refused before parsing. */
    static final long MAX_FILE_BYTES = 20L * 1024 * 1024;
    static final int MAX_NESTING_DEPTH = 200;
    static final int MAX_STRING_LENGTH = 1_000_000;
    static final int MAX_NAME_LENGTH = 10_000;
    static final int MAX_NUMBER_LENGTH = 100;

    private static final ObjectMapper MAPPER = create();

    private JsonMappers() {
    }

    static ObjectMapper mapper() {
        return MAPPER;
    }

    private static ObjectMapper create() {
        JsonFactory factory = JsonFactory.builder()
                .streamReadConstraints(StreamReadConstraints.builder()
                        .maxNestingDepth(MAX_NESTING_DEPTH)
                        .maxStringLength(MAX_STRING_LENGTH)
                        .maxNameLength(MAX_NAME_LENGTH)
                        .maxNumberLength(MAX_NUMBER_LENGTH)
                        .maxDocumentLength(MAX_FILE_BYTES)
                        .build())
                .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
                .build();
        ObjectMapper mapper = JsonMapper.builder(factory)
                .disable(MapperFeature.ALLOW_COERCION_OF_SCALARS)
                .disable(DeserializationFeature.ACCEPT_FLOAT_AS_INT)
                .enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
                .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
                .enable(DeserializationFeature.FAIL_ON_READING_DUP_TREE_KEY)
                .enable(SerializationFeature.INDENT_OUTPUT)
                .defaultPrettyPrinter(prettyPrinter())
                .addModule(new SimpleModule("docshape-numbers")
                        .addSerializer(Double.class, new WholeDoubleSerializer()))
                .build();
        // A number or boolean where text is expected is a mistake in the file, not something to convert.
        mapper.coercionConfigFor(LogicalType.Textual)
                .setCoercion(CoercionInputShape.Integer, CoercionAction.Fail)
                .setCoercion(CoercionInputShape.Float, CoercionAction.Fail)
                .setCoercion(CoercionInputShape.Boolean, CoercionAction.Fail);
        return mapper;
    }

    /** Two-space indents, "\n" on every platform, "key": value, one array item per line. */
    private static DefaultPrettyPrinter prettyPrinter() {
        DefaultIndenter indenter = new DefaultIndenter("  ", "\n");
        Separators separators = Separators.createDefaultInstance()
                .withObjectFieldValueSpacing(Separators.Spacing.AFTER)
                .withObjectEmptySeparator("")
                .withArrayEmptySeparator("");
        DefaultPrettyPrinter printer = new DefaultPrettyPrinter(separators);
        printer.indentObjectsWith(indenter);
        printer.indentArraysWith(indenter);
        return printer;
    }

    /** Writes 2.0 as {@code 2}; other doubles as Java prints them. */
    private static final class WholeDoubleSerializer extends StdSerializer<Double> {
        WholeDoubleSerializer() {
            super(Double.class);
        }

        @Override
        public void serialize(Double value, JsonGenerator gen, SerializerProvider provider) throws IOException {
            double d = value;
            if (d == Math.rint(d) && Math.abs(d) < 9.0e15) gen.writeNumber((long) d);
            else gen.writeNumber(d);
        }
    }
}
