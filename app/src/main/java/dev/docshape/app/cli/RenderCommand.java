package dev.docshape.app.cli;

import dev.docshape.renderer.diagram.DiagramExporter;
import dev.docshape.renderer.DiagramFormat;
import dev.docshape.renderer.RenderException;
import dev.docshape.renderer.View;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

import java.nio.file.Path;

/** {@code docshape render FILE --view entity|document --out PATH}. */
@Command(name = "render", mixinStandardHelpOptions = true,
        description = "Draw a diagram of the design: SVG, PNG or DOT, chosen by the extension of --out.")
final class RenderCommand extends ProjectCommand {

    @Option(names = "--view", paramLabel = "VIEW", defaultValue = "entity",
            description = "entity (entities with their fields) or document (collections with what they embed); "
                    + "default: ${DEFAULT-VALUE}.")
    String view;

    @Option(names = "--out", paramLabel = "PATH", required = true,
            description = "The file to write: .svg, .png or .dot.")
    Path out;

    @Option(names = "--scale", paramLabel = "FACTOR", defaultValue = "3",
            description = "Pixels per point for PNG (default: ${DEFAULT-VALUE}).")
    double scale;

    @Override
    public Integer call() {
        View chosenView;
        try {
            chosenView = View.parse(view);
        } catch (IllegalArgumentException e) {
            throw new CliException("--view: " + e.getMessage(), e);
        }
        LoadedProject loaded = project.load();
        try {
            DiagramFormat format = DiagramExporter.export(loaded.project().model(), loaded.design(), chosenView, out, scale);
            out().println("Wrote the " + chosenView.name().toLowerCase() + " view of design '"
                    + loaded.design().name() + "' as " + format.name() + " to " + out);
        } catch (RenderException | IllegalArgumentException e) {
            throw new CliException(e.getMessage(), e);
        }
        return ExitCodes.OK;
    }
}
