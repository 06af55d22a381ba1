package dev.docshape.app.cli.fuzz;

import dev.docshape.app.cli.fuzz.HostileProjects.HostileCase;
import dev.docshape.app.cli.fuzz.HostileProjects.Kind;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/** Paths that are not a readable regular project file: a pipe, a device, a folder, a loop, ... */
final class NotAFile {
    private NotAFile() {
    }

    static List<HostileCase> create(Path dir) throws IOException {
        List<HostileCase> cases = new ArrayList<>();
        cases.add(new HostileCase("missing", dir.resolve("missing.docshape"), Kind.NOT_A_FILE));
        cases.add(new HostileCase("folder", Files.createDirectories(dir.resolve("folder.docshape")), Kind.NOT_A_FILE));
        cases.add(new HostileCase("name-too-long", dir.resolve("n".repeat(300) + ".docshape"), Kind.NOT_A_FILE));
        Path loop = dir.resolve("loop.docshape");
        Files.createSymbolicLink(loop, loop.getFileName());
        cases.add(new HostileCase("symlink-loop", loop, Kind.NOT_A_FILE));
        if (Files.exists(Path.of("/dev/zero"))) cases.add(new HostileCase("dev-zero", Path.of("/dev/zero"), Kind.NOT_A_FILE));
        Path fifo = dir.resolve("fifo.docshape");
        if (mkfifo(fifo)) cases.add(new HostileCase("fifo", fifo, Kind.NOT_A_FILE));
        if (!"root".equals(System.getProperty("user.name"))) {
            Path locked = Files.writeString(dir.resolve("locked.docshape"), "{}");
            Files.setPosixFilePermissions(locked, PosixFilePermissions.fromString("---------"));
            cases.add(new HostileCase("no-permission", locked, Kind.NOT_A_FILE));
        }
        return cases;
    }

    private static boolean mkfifo(Path fifo) {
        try {
            Process p = new ProcessBuilder("mkfifo", fifo.toString()).inheritIO().start();
            return p.waitFor(30, TimeUnit.SECONDS) && p.exitValue() == 0;
        } catch (IOException e) {
            return false;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }
}
