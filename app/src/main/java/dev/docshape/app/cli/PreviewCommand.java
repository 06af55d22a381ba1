package dev.docshape.app.cli;

import dev.docshape.model.projection.CollectionShape;
import dev.docshape.model.projection.ExampleDocument;
import dev.docshape.model.projection.Projection;
import dev.docshape.model.projection.Projector;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

import java.io.PrintWriter;
import java.util.List;
import java.util.stream.Collectors;

/** {@code docshape preview FILE [--collection NAME]}: one example document per collection. */
@Command(name = "preview", mixinStandardHelpOptions = true,
        description = "Print one example document per collection, from the design's projected shape.")
final class PreviewCommand extends ProjectCommand {

    @Mixin
    ProfileOption profile;

    @Option(names = "--collection", paramLabel = "NAME", description = "Only this collection.")
    String collection;

    @Override
    public Integer call() {
        LoadedProject loaded = project.load();
        Projection projection = Projector.project(loaded.project().model(), loaded.design());
        List<CollectionShape> shown = projection.collections();
        if (collection != null) {
            shown = projection.collection(collection).map(List::of).orElseThrow(() -> new CliException(
                    "no collection '" + collection + "' in design '" + loaded.design().name() + "'; its collections are: "
                            + projection.collections().stream().map(CollectionShape::name).collect(Collectors.joining(", "))));
        }
        PrintWriter out = out();
        for (CollectionShape shape : shown) {
            if (collection == null) out.println("// " + shape.name());
            out.println(ExampleDocument.render(shape, profile.profile()));
        }
        return ExitCodes.OK;
    }
}
