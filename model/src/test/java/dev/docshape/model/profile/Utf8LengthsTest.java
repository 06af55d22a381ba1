package dev.docshape.model.profile;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** Field names are sized by their UTF-8 bytes, however the remembered lengths share their slots (decision 0531). */
class Utf8LengthsTest {

    @Test
    void namesSharingASlotKeepTheirOwnLengths() {
        String plain = "name";
        String accented = collidingWith(plain);
        for (int round = 0; round < 3; round++) {
            assertEquals(1 + 4 + 1, SizeEncoding.BSON.fieldOverhead(plain));
            assertEquals(1 + accented.getBytes(java.nio.charset.StandardCharsets.UTF_8).length + 1,
                    SizeEncoding.BSON.fieldOverhead(accented), accented);
            assertEquals(4 + 2 + 1 + 1, SizeEncoding.JSON.fieldOverhead(new String("name".toCharArray())));
        }
    }

    @Test
    void aNameOutsideAsciiCountsItsEncodedBytes() {
        assertEquals(1 + 6 + 1, SizeEncoding.BSON.fieldOverhead("naïve"));
        assertEquals(1 + 7 + 1, SizeEncoding.BSON.fieldOverhead("prix€"));
        assertEquals(4 + 2 + 1 + 1, SizeEncoding.JSON.fieldOverhead("🙂"));
    }

    /** A name with non-ASCII letters whose remembered length would sit where {@code name}'s does. */
    private static String collidingWith(String name) {
        int slot = name.hashCode() & (Utf8Lengths.SLOTS - 1);
        for (int i = 0; ; i++) {
            String candidate = "größe" + i;
            if ((candidate.hashCode() & (Utf8Lengths.SLOTS - 1)) == slot) return candidate;
        }
    }
}
