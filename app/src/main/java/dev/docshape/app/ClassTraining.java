package dev.docshape.app;

import dev.docshape.app.designer.WindowTraining;
import dev.docshape.app.designer.files.ExampleCatalog;
import dev.docshape.app.designer.files.FileProjectStore;

import java.io.File;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.stream.Stream;

/**
 * The hidden {@code --train} start: loads the designer's classes and exits, so that a JVM started with
 * {@code -XX:ArchiveClassesAtExit} archives them. The installed package runs it once at install time, where the
 * jars lie (installer/src/package-scripts/train-class-archive.sh, decisions 0427 and 0456): it reads the examples (the
 * file format's classes and its libraries) and loads, without initialising, every class of DocShape's own jars (with
 * the JavaFX classes they extend); when there is a display (the install-time training gives it Xvfb where that is
 * installed), it then opens the real window, which opens the examples and a large model and closes
 * ({@link WindowTraining}). Without one it stops at the classes.
 */
final class ClassTraining {
    static final String FLAG = "--train";
    private static final String OWN_PACKAGE = "dev/docshape/";

    private ClassTraining() {
    }

    /** Returns the exit status: 0 when the classes were loaded, 2 when no jar of DocShape's was on the class path. */
    static int run(PrintStream out) {
        int examples = ExampleCatalog.locate(new FileProjectStore()).examples().size();
        List<Path> jars = ownJars(System.getProperty("java.class.path", ""));
        if (jars.isEmpty()) {
            out.println("docshape: --train found no jar of DocShape's on the class path");
            return 2;
        }
        int[] counts = load(jars, out);
        out.println("docshape: --train read " + examples + " examples, loaded " + counts[0] + " classes from "
                + jars.size() + " jars (" + counts[1] + " not loadable here)");
        Optional<String> noDisplay = DisplayCheck.missing(System.getProperty("os.name", ""), System.getenv(),
                System.getProperty("glass.platform"));
        if (noDisplay.isPresent()) {
            out.println("docshape: --train did not open the window: " + noDisplay.get());
            return 0;
        }
        return trainWindow(out);
    }

    /** Opens the real window in a home folder of its own, removed afterwards; 3 when the window could not open. */
    private static int trainWindow(PrintStream out) {
        Path home = null;
        try {
            home = Files.createTempDirectory("docshape-train");
            WindowTraining.run(home);
            out.println("docshape: --train opened the window, the examples and a large model");
            return 0;
        } catch (IOException | RuntimeException e) {
            out.println("docshape: --train could not open the window: " + e);
            return 3;
        } finally {
            if (home != null) removeAll(home);
        }
    }

    private static void removeAll(Path folder) {
        try (Stream<Path> all = Files.walk(folder)) {
            all.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        } catch (IOException | RuntimeException e) {
            // a temporary folder: the system clears what is left
        }
    }

    /** Loads every class of DocShape's packages in {@code jars}; returns how many loaded and how many could not. */
    static int[] load(List<Path> jars, PrintStream out) {
        int loaded = 0;
        int refused = 0;
        for (Path jar : jars) {
            try (JarFile file = new JarFile(jar.toFile())) {
                for (JarEntry entry : (Iterable<JarEntry>) file.stream()::iterator) {
                    String name = entry.getName();
                    if (!name.startsWith(OWN_PACKAGE) || !name.endsWith(".class") || name.contains("module-info")) continue;
                    if (load(name.substring(0, name.length() - ".class".length()).replace('/', '.'))) loaded++;
                    else refused++;
                }
            } catch (IOException e) {
                out.println("docshape: --train could not read " + jar + ": " + e.getMessage());
            }
        }
        return new int[] {loaded, refused};
    }

    /** The class path's jars that hold DocShape's own classes (named docshape-*). */
    static List<Path> ownJars(String classPath) {
        return List.of(classPath.split(File.pathSeparator)).stream()
                .filter(entry -> !entry.isBlank())
                .map(Path::of)
                .filter(p -> p.getFileName() != null && p.getFileName().toString().startsWith("docshape-")
                        && p.getFileName().toString().endsWith(".jar") && Files.isRegularFile(p))
                .toList();
    }

    private static boolean load(String className) {
        try {
            Class.forName(className, false, ClassTraining.class.getClassLoader());
            return true;
        } catch (ClassNotFoundException | LinkageError e) {
            return false; // a class of an optional part whose library is absent: not archived, loaded as usual
        }
    }
}
