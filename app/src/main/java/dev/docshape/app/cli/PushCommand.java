package dev.docshape.app.cli;

import dev.docshape.storage.mongodb.MongoConnection;
import dev.docshape.storage.mongodb.MongoProblem;
import dev.docshape.storage.mongodb.MongoPush;
import dev.docshape.storage.mongodb.SampleSource;
import dev.docshape.storage.store.StoreFiles;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

import java.nio.file.Path;
import java.util.Locale;
import java.util.concurrent.Callable;

/** {@code docshape push FILE --mongodb URI --db NAME [--design D] [--replace]}. */
@Command(name = "push", mixinStandardHelpOptions = true,
        description = "Create the design's collections, validators and indexes in a MongoDB database and load the sample data "
                + "(the sample store's when it holds the design, else new data as 'docshape sample' makes it). "
                + "Refuses a database that is not empty unless --replace; never touches other databases.")
final class PushCommand implements Callable<Integer> {

    @Mixin
    ProjectOptions project;

    @Mixin
    MongoOptions mongodb;

    @Mixin
    SampleOptionsMixin sampling;

    @Option(names = "--store", paramLabel = "PATH", description = "The sample store to take the data from (default: next to the project file).")
    Path store;

    @Option(names = "--replace", description = "Drop the database's collections first.")
    boolean replace;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        LoadedProject loaded = project.load();
        SampleSource source = SampleSource.choose(loaded.project(), loaded.design(),
                store != null ? store : StoreFiles.defaultLocation(project.file), sampling.options());
        var err = spec.commandLine().getErr();
        try (MongoConnection mongo = mongodb.open()) {
            err.println("pushing design '" + loaded.design().name() + "' to " + mongo.settings().where() + " with " + source.description());
            MongoPush.Result result = MongoPush.push(loaded.project(), loaded.design().name(), source.options(), mongo, replace,
                    new ProgressPrinter(err, "documents"));
            if (!result.dropped().isEmpty()) err.println("dropped " + result.dropped().size() + " collections first: " + String.join(", ", result.dropped()));
            var out = spec.commandLine().getOut();
            result.documents().forEach((name, n) -> out.println(String.format(Locale.ROOT, "%-32s %,10d documents, indexes %s",
                    name, n, result.indexes().getOrDefault(name, java.util.List.of()))));
            out.println(String.format(Locale.ROOT, "Pushed %,d documents in %d collections of design '%s' to %s",
                    result.totalDocuments(), result.documents().size(), loaded.design().name(), mongo.settings().where()));
            return ExitCodes.OK;
        } catch (MongoProblem e) {
            throw new CliException(e.getMessage(), e);
        }
    }
}
