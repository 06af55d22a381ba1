package dev.docshape.storage.file;

import dev.docshape.model.Project;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Random;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Kills a real JVM that saves in a loop at random moments; after every kill the project file (and
 * its backup) must load and be exactly one of the versions that process was saving. More kills:
 * {@code -Ddocshape.crashTest.kills=200}.
 */
class CrashSafetyTest {

    private static final int KILLS = Integer.getInteger("docshape.crashTest.kills", 10);

    @Test
    void aKilledSaveLeavesTheOldOrTheNewFileComplete(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("crash.docshape");
        int version = 0;
        ProjectFiles.save(SaveLoop.version(version), file);
        Random random = new Random(42);
        int killedDuringSaves = 0;
        int savesAfterReport = 0;
        for (int kill = 0; kill < KILLS; kill++) {
            Process child = startSaveLoop(file, version + 1);
            int lastReported = waitForFirstSave(child);
            Thread.sleep(random.nextInt(40));
            child.destroyForcibly();
            assertTrue(child.waitFor(30, TimeUnit.SECONDS), "the killed process ends");

            Project onDisk = ProjectFiles.load(file);
            int saved = SaveLoop.versionOf(onDisk);
            assertTrue(saved >= lastReported, "kill " + kill + ": file holds version " + saved
                    + ", older than the reported save " + lastReported);
            assertEquals(SaveLoop.version(saved), onDisk, "kill " + kill + ": version " + saved + " complete");
            Path backup = ProjectFiles.backupOf(file);
            Project backedUp = ProjectFiles.load(backup);
            assertEquals(SaveLoop.version(SaveLoop.versionOf(backedUp)), backedUp, "kill " + kill + ": backup complete");
            if (removeTemporaryFiles(dir) > 0) killedDuringSaves++;
            savesAfterReport += saved - lastReported;
            version = saved;
        }
        // Not asserted (timing decides), but shown: how often the kill hit a save in progress.
        System.out.println("crash test: " + KILLS + " kills, " + killedDuringSaves + " interrupted a save (temporary file"
                + " left behind), " + savesAfterReport + " saves completed between the first report and the kill");
    }

    private static Process startSaveLoop(Path file, int firstVersion) throws IOException {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        return new ProcessBuilder(List.of(java, "-XX:TieredStopAtLevel=1", "-Xshare:auto",
                "-cp", System.getProperty("java.class.path"), SaveLoop.class.getName(), file.toString(),
                Integer.toString(firstVersion)))
                .redirectError(ProcessBuilder.Redirect.DISCARD)
                .start();
    }

    /** Blocks until the child reports its first completed save; returns that version. */
    private static int waitForFirstSave(Process child) throws IOException {
        BufferedReader out = new BufferedReader(new InputStreamReader(child.getInputStream(), StandardCharsets.UTF_8));
        String line = out.readLine();
        assertNotNull(line, "the save loop started and saved once (exit code " + (child.isAlive() ? "-" : child.exitValue()) + ")");
        assertTrue(line.startsWith("saved "), line);
        return Integer.parseInt(line.substring("saved ".length()));
    }

    /** Removes what interrupted saves left behind (a user would see hidden .tmp files); returns how many. */
    private static int removeTemporaryFiles(Path dir) throws IOException {
        List<Path> temporary;
        try (var files = Files.list(dir)) {
            temporary = files.filter(p -> p.getFileName().toString().endsWith(ProjectFiles.TEMP_SUFFIX)).toList();
        }
        for (Path p : temporary) Files.delete(p);
        return temporary.size();
    }
}
