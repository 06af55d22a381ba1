package dev.docshape.storage.file.v1;

import dev.docshape.storage.file.json.ContentProblem;
import dev.docshape.storage.file.json.JsonPath;

import java.util.Arrays;
import java.util.Locale;
import java.util.stream.Collectors;

/** Enum constants as the file spells them: {@code CHILD_HOLDS_PARENT_ID} is "child-holds-parent-id". */
final class KebabNames {
    private KebabNames() {
    }

    static String of(Enum<?> value) {
        return value.name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    /** The constant spelled {@code text}; a problem at {@code path} naming the allowed spellings otherwise. */
    static <E extends Enum<E>> E parse(String text, Class<E> type, JsonPath path, String what) {
        for (E constant : type.getEnumConstants()) {
            if (of(constant).equals(text)) return constant;
        }
        throw new ContentProblem(path, "unknown " + what + " '" + text + "'; expected one of: " + allowed(type));
    }

    static String allowed(Class<? extends Enum<?>> type) {
        return Arrays.stream(type.getEnumConstants()).map(KebabNames::of).collect(Collectors.joining(", "));
    }
}
