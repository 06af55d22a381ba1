package dev.docshape.model.estimate;

import dev.docshape.model.pattern.AccessPattern;
import dev.docshape.model.pattern.ReadPattern;
import dev.docshape.model.pattern.WritePattern;

/** What an access pattern does: a read, or one of the write kinds. */
public enum PatternKind {
    READ, INSERT, UPDATE, DELETE, LINK, UNLINK;

    public boolean isWrite() {
        return this != READ;
    }

    public static PatternKind of(AccessPattern pattern) {
        if (pattern instanceof ReadPattern) return READ;
        return valueOf(((WritePattern) pattern).kind().name());
    }
}
