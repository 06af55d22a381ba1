package dev.docshape.storage.file;

import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * Whatever happens to a file's bytes, reading it either gives a project or one ProjectFileException
 * with a message: never another exception, never a hang.
 */
class DamagedFileTest {

    private static final byte[] SAMPLE = ProjectJson.write(SampleProjects.everything()).getBytes(StandardCharsets.UTF_8);

    private static void readOrExplain(byte[] bytes, String what) {
        try {
            ProjectJson.read(bytes, "damaged.docshape");
        } catch (ProjectFileException e) {
            assertFalse(e.getMessage().isBlank(), what);
            assertFalse(e.getMessage().contains("\tat "), what + ": " + e.getMessage());
        } catch (RuntimeException | StackOverflowError e) {
            fail(what + " gave " + e, e);
        }
    }

    @Test
    void truncationAnywhereIsReportedAsAProblem() {
        for (int length = 0; length < SAMPLE.length - 2; length += 3) {
            byte[] cut = java.util.Arrays.copyOf(SAMPLE, length);
            int cutAt = length;
            ProjectFileException e = org.junit.jupiter.api.Assertions.assertThrows(ProjectFileException.class,
                    () -> ProjectJson.read(cut, "cut.docshape"), () -> "cut at byte " + cutAt);
            assertTrue(e.getMessage().startsWith("cut.docshape: "), e.getMessage());
        }
    }

    @Test
    void randomByteDamageNeverEscapesAsAnotherException() {
        Random random = new Random(20240611);
        for (int round = 0; round < 1500; round++) {
            byte[] damaged = SAMPLE.clone();
            int changes = 1 + random.nextInt(4);
            for (int c = 0; c < changes; c++) {
                int at = random.nextInt(damaged.length);
                damaged[at] = switch (random.nextInt(4)) {
                    case 0 -> (byte) random.nextInt(256);
                    case 1 -> (byte) "{}[],:\"0-e.tn\\".charAt(random.nextInt(14));
                    case 2 -> (byte) ' ';
                    default -> damaged[random.nextInt(damaged.length)];
                };
            }
            readOrExplain(damaged, "round " + round);
        }
    }
}
