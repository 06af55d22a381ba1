package dev.docshape.app.cli;

import dev.docshape.model.Project;
import dev.docshape.renderer.RenderException;
import dev.docshape.renderer.report.ReviewReport;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;

/** {@code docshape report FILE --out report.html}: the design review report, one self-contained HTML page. */
@Command(name = "report", mixinStandardHelpOptions = true,
        description = "Write the design review report: one self-contained HTML page with the diagram of each design, "
                + "each collection's example document and size, the access patterns' figures of every design side by side, "
                + "the advisor's findings and the workload totals. Readable on a phone and printable. "
                + "--design picks the design the others are compared with (default: the active one).")
final class DesignReportCommand extends ProjectCommand {

    @Mixin
    ProfileOption profile;

    @Option(names = "--out", paramLabel = "PATH", required = true, description = "The HTML file to write (.html or .htm).")
    Path out;

    @Override
    public Integer call() {
        String name = out.getFileName() == null ? "" : out.getFileName().toString().toLowerCase(Locale.ROOT);
        if (!name.endsWith(".html") && !name.endsWith(".htm")) {
            throw new CliException("--out must name an .html file, was '" + out + "'");
        }
        if (Files.isDirectory(out)) throw new CliException("--out is a folder: " + out + "; give the file to write, e.g. "
                + out.resolve("report.html"));
        Path folder = out.toAbsolutePath().getParent();
        if (folder != null && !Files.isDirectory(folder)) throw new CliException("the folder of --out does not exist: " + folder);
        LoadedProject loaded = project.load();
        Project compared = loaded.project().withActiveDesign(loaded.design().name());
        try {
            ReviewReport.write(compared, profile.profile(), out);
        } catch (IOException e) {
            throw new CliException("cannot write " + out + ": " + e.getMessage(), e);
        } catch (RenderException e) {
            throw new CliException("cannot draw the diagrams: " + e.getMessage(), e);
        }
        out().println("Wrote the design review of " + compared.designs().size()
                + (compared.designs().size() == 1 ? " design" : " designs") + " to " + out);
        return ExitCodes.OK;
    }
}
