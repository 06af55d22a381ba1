package dev.docshape.renderer.report;

import org.junit.jupiter.api.Assumptions;

import javax.imageio.ImageIO;
import java.awt.image.BufferedImage;
import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Debian's {@code chromium} run headless: the page's layout measured at a given width (through a
 * probe page that frames it), and a screenshot. Missing browser: the test is skipped on a
 * developer's machine and fails when {@code CI=true} (.ci/run installs it).
 */
final class HeadlessBrowser {
    private final String executable;

    private HeadlessBrowser(String executable) {
        this.executable = executable;
    }

    static HeadlessBrowser require() {
        for (String name : List.of("chromium", "chromium-browser", "google-chrome")) {
            for (String dir : System.getenv().getOrDefault("PATH", "").split(File.pathSeparator)) {
                Path candidate = Path.of(dir, name);
                if (Files.isExecutable(candidate)) return new HeadlessBrowser(candidate.toString());
            }
        }
        if ("true".equalsIgnoreCase(System.getenv("CI"))) throw new AssertionError("chromium is not installed (apt-get install chromium)");
        Assumptions.abort("chromium is not installed; skipped outside CI");
        return null;
    }

    /**
     * The layout of {@code page} at {@code width} CSS pixels: the script {@code measure} runs in a probe page
     * with the page in a frame {@code doc}; it returns a string, which is what this returns.
     */
    String measure(Path page, int width, String measure) throws IOException, InterruptedException {
        Path probe = page.resolveSibling("probe-" + width + ".html");
        Files.writeString(probe, "<!DOCTYPE html><html><body style=\"margin:0\"><iframe id=\"f\" src=\"" + page.getFileName()
                + "\" style=\"width:" + width + "px;height:900px;border:0\"></iframe><script>var f=document.getElementById('f');"
                + "f.onload=function(){var doc=f.contentDocument;var out=(function(){" + measure + "})();"
                + "document.body.setAttribute('data-out', out);};</script></body></html>", StandardCharsets.UTF_8);
        String dom = run(List.of("--allow-file-access-from-files", "--virtual-time-budget=10000", "--dump-dom", probe.toUri().toString()));
        int at = dom.indexOf("data-out=\"");
        if (at < 0) throw new AssertionError("the probe page measured nothing:\n" + dom);
        return dom.substring(at + 10, dom.indexOf('"', at + 10)).replace("&quot;", "\"");
    }

    /** A screenshot of {@code page} in a window {@code width} x {@code height} CSS pixels (one image pixel each). */
    BufferedImage screenshot(Path page, int width, int height, Path png) throws IOException, InterruptedException {
        run(List.of("--window-size=" + width + "," + height, "--force-device-scale-factor=1", "--screenshot=" + png.toAbsolutePath(),
                page.toUri().toString()));
        return ImageIO.read(png.toFile());
    }

    private String run(List<String> arguments) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of(executable, "--headless", "--no-sandbox", "--disable-gpu",
                "--hide-scrollbars", "--no-first-run", "--disable-extensions", "--mute-audio"));
        command.addAll(arguments);
        Path out = Files.createTempFile("chromium", ".out");
        try {
            Process process = new ProcessBuilder(command).redirectErrorStream(false).redirectOutput(out.toFile())
                    .redirectError(ProcessBuilder.Redirect.DISCARD).start();
            if (!process.waitFor(120, TimeUnit.SECONDS)) {
                process.destroyForcibly();
                throw new AssertionError("chromium did not finish in 120 s: " + command);
            }
            if (process.exitValue() != 0) throw new AssertionError("chromium exited with " + process.exitValue() + ": " + command);
            return Files.readString(out, StandardCharsets.UTF_8);
        } finally {
            Files.deleteIfExists(out);
        }
    }
}
