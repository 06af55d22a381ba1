package dev.docshape.app;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A command starts with the same JVM options however it is launched: {@code docshape.cli.java.options} in the parent
 * pom is where they are written, and every launcher and the search benchmark take them from there (decision 0531).
 */
class LauncherOptionsAgreeTest {
    private static final Path REPO = Path.of("..");
    private static final String PROPERTY = "docshape.cli.java.options";

    @Test
    void theParentPomWritesTheCommandsOptions() throws IOException {
        String options = options();
        assertTrue(options.contains("-XX:TieredStopAtLevel=1"), options);
        assertTrue(options.contains("-XX:+UseSerialGC"), options);
    }

    @Test
    void windowsLauncherStartsCommandsWithThePomsOptions() throws IOException {
        // a batch file cannot read the pom: it writes the options out, and this holds them equal
        Matcher set = Pattern.compile("(?m)^set \"CLI_OPTS=(-[^\"]*)\"\\s*$").matcher(read("docshape.cmd"));
        assertTrue(set.find(), "docshape.cmd sets CLI_OPTS to the command options");
        assertEquals(options(), set.group(1), "docshape.cmd's CLI_OPTS against pom.xml's " + PROPERTY);
    }

    @Test
    void shellScriptsReadTheOptionsFromThePom() throws IOException {
        for (String script : new String[] {"docshape", "installer/check-deb.sh"}) {
            String text = read(script);
            assertTrue(text.contains("<" + PROPERTY + ">\\(.*\\)</" + PROPERTY + ">"), script + " reads " + PROPERTY + " from pom.xml");
            assertFalse(text.contains("TieredStopAtLevel"), script + " writes no options of its own");
        }
    }

    @Test
    void installerAndBenchmarkTakeThePomsOptions() throws IOException {
        assertTrue(read("installer/pom.xml").contains("<installer.cli.java.options>${" + PROPERTY + "}</installer.cli.java.options>"),
                "installer.cli.java.options is the parent's " + PROPERTY);
        assertTrue(read("benchmarks/pom.xml").contains("<bench.search.jvm>${" + PROPERTY + "}</bench.search.jvm>"),
                "bench.search.jvm is the parent's " + PROPERTY);
    }

    private static String options() throws IOException {
        Matcher m = Pattern.compile("<" + Pattern.quote(PROPERTY) + ">([^<]*)</" + Pattern.quote(PROPERTY) + ">").matcher(read("pom.xml"));
        assertTrue(m.find(), "pom.xml has " + PROPERTY);
        return m.group(1);
    }

    private static String read(String file) throws IOException {
        return Files.readString(REPO.resolve(file));
    }
}
