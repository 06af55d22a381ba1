import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.spi.ToolProvider;
import java.util.stream.Stream;

/**
 * Finds the Java modules the bundled runtime must contain and writes them as a jpackage argument
 * file ({@code --add-modules a,b,c}).
 *
 * <p>Run with the JDK's source launcher:
 * {@code java ModuleList.java INPUT_DIR MODULE_PATH_DIR OUTPUT_FILE [ALWAYS_MODULE...]}.
 * Every jar in INPUT_DIR (the class path of the application) is a root for
 * {@code jdeps --print-module-deps}, so a library's needs count even when our own code reaches it
 * only by reflection or a service loader. The modular jars in MODULE_PATH_DIR (JavaFX) resolve the
 * modules they provide. ALWAYS_MODULE names modules jdeps cannot see (used by reflection).
 */
public final class ModuleList {

    private ModuleList() {
    }

    public static void main(String[] args) throws IOException {
        if (args.length < 3) {
            fail("usage: java ModuleList.java INPUT_DIR MODULE_PATH_DIR OUTPUT_FILE [ALWAYS_MODULE...]");
        }
        Path input = Path.of(args[0]);
        Path modulePath = Path.of(args[1]);
        Path output = Path.of(args[2]);
        List<String> roots = jarsIn(input);
        if (roots.isEmpty()) {
            fail("ModuleList: no jars in " + input.toAbsolutePath() + " (did the dependency copy run?)");
        }
        if (!Files.isDirectory(modulePath)) {
            fail("ModuleList: module path " + modulePath.toAbsolutePath() + " is not a directory");
        }

        Set<String> modules = new TreeSet<>(jdeps(modulePath, roots));
        modules.addAll(List.of(args).subList(3, args.length));

        Files.createDirectories(output.toAbsolutePath().getParent());
        Files.writeString(output, "--add-modules " + String.join(",", modules) + System.lineSeparator(), StandardCharsets.UTF_8);
        System.out.println("Runtime modules (" + modules.size() + "): " + String.join(",", modules));
    }

    private static List<String> jarsIn(Path directory) throws IOException {
        if (!Files.isDirectory(directory)) {
            fail("ModuleList: input " + directory.toAbsolutePath() + " is not a directory");
        }
        try (Stream<Path> files = Files.list(directory)) {
            return files.filter(file -> file.getFileName().toString().endsWith(".jar"))
                    .map(Path::toString)
                    .sorted()
                    .toList();
        }
    }

    private static List<String> jdeps(Path modulePath, List<String> roots) {
        ToolProvider jdeps = ToolProvider.findFirst("jdeps")
                .orElseThrow(() -> new IllegalStateException("ModuleList needs a JDK with jdeps (the jdk.jdeps module)"));
        List<String> arguments = new ArrayList<>(List.of(
                "--print-module-deps", "--ignore-missing-deps",
                "--multi-release", Integer.toString(Runtime.version().feature()),
                "--module-path", modulePath.toString()));
        arguments.addAll(roots);

        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int status = jdeps.run(new PrintWriter(out, true), new PrintWriter(err, true), arguments.toArray(String[]::new));
        // jdeps prints the list as its last line; warnings (split packages and the like) come before it
        String printed = out.toString().strip();
        String last = printed.substring(printed.lastIndexOf('\n') + 1).strip();
        if (status != 0 || !last.matches("[\\w.]+(,[\\w.]+)*")) {
            fail("ModuleList: jdeps failed (exit " + status + ")\n" + printed + "\n" + err);
        }
        return List.of(last.split(","));
    }

    private static void fail(String message) {
        System.err.println(message);
        System.exit(1);
    }
}
