package dev.docshape.app;

import dev.docshape.app.cli.ExitCodes;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

/** The training start of the installed package (decision 0427): which jars it reads and what it loads from them. */
class ClassTrainingTest {
    @TempDir
    Path folder;

    @Test
    void takesOnlyDocShapesOwnJarsFromTheClassPath() throws IOException {
        Path own = Files.createFile(folder.resolve("docshape-app-0.1.0.jar"));
        Path library = Files.createFile(folder.resolve("jackson-core-2.22.1.jar"));
        Path classes = Files.createDirectories(folder.resolve("docshape-model-classes"));
        String classPath = String.join(java.io.File.pathSeparator, library.toString(), own.toString(), classes.toString(), "");
        assertEquals(List.of(own), ClassTraining.ownJars(classPath));
    }

    @Test
    void loadsTheClassesOfDocShapesPackagesInAJarAndCountsWhatItCannot() throws IOException {
        Path jar = folder.resolve("docshape-test.jar");
        try (JarOutputStream out = new JarOutputStream(Files.newOutputStream(jar))) {
            copyClass(ExitCodes.class, out);
            copyClass(ClassTrainingTest.class, out);
            entry(out, "dev/docshape/app/NoSuchClass.class", "not a class".getBytes(StandardCharsets.UTF_8));
            entry(out, "org/other/Library.class", new byte[] {1});
        }
        ByteArrayOutputStream said = new ByteArrayOutputStream();
        int[] counts = ClassTraining.load(List.of(jar), new PrintStream(said, true, StandardCharsets.UTF_8));
        assertArrayEquals(new int[] {2, 1}, counts, "two classes loaded, the broken one counted, the other package left out");
        assertEquals("", said.toString(StandardCharsets.UTF_8));
    }

    private static void copyClass(Class<?> type, JarOutputStream out) throws IOException {
        String name = type.getName().replace('.', '/') + ".class";
        try (InputStream in = type.getClassLoader().getResourceAsStream(name)) {
            entry(out, name, in.readAllBytes());
        }
    }

    private static void entry(JarOutputStream out, String name, byte[] bytes) throws IOException {
        out.putNextEntry(new JarEntry(name));
        out.write(bytes);
        out.closeEntry();
    }
}
