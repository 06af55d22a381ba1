package dev.docshape.app.cli;

import dev.docshape.storage.mongodb.MongoConnection;
import dev.docshape.storage.mongodb.MongoProblem;
import dev.docshape.storage.mongodb.MongoPush;
import dev.docshape.storage.mongodb.SampleSource;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

import java.util.Locale;

/** {@code docshape push FILE --mongodb URI --db NAME [--design D] [--replace]}. */
@Command(name = "push", mixinStandardHelpOptions = true,
        description = "Create the design's collections, validators and indexes in a MongoDB database and load the sample data "
                + "(the sample store's when it holds the design, else new data as 'docshape sample' makes it). "
                + "Refuses a database that is not empty unless --replace; never touches other databases.")
final class PushCommand extends ProjectCommand {

    @Mixin
    MongoOptions mongodb;

    @Mixin
    SampleOptionsMixin sampling;

    @Mixin
    StoreOption store;

    @Option(names = "--replace", description = "Drop the database's collections first.")
    boolean replace;

    @Override
    public Integer call() {
        LoadedProject loaded = project.load();
        SampleOptionsMixin.Chosen chosen = sampling.choose(loaded.project().model());
        SampleSource source = SampleSource.choose(loaded.project(), loaded.design(),
                store.storeFile(project.file), chosen.options());
        var err = err();
        ProgressPrinter progress = new ProgressPrinter(err, "documents");
        try (MongoConnection mongo = mongodb.open(); CancelOnInterrupt interrupt = new CancelOnInterrupt(progress)) {
            err.println("pushing design '" + loaded.design().name() + "' to " + mongo.settings().where() + " with " + source.description());
            MongoPush.Result result;
            try {
                result = MongoPush.push(loaded.project(), loaded.design().name(), source.options(), mongo, replace, progress);
            } catch (MongoPush.Interrupted e) {
                err.println(interrupted(e.loaded(), mongo.settings().where()));
                err.flush();
                return SampleCommand.INTERRUPTED;
            }
            if (!result.dropped().isEmpty()) err.println("dropped " + result.dropped().size() + " collections first: " + String.join(", ", result.dropped()));
            var out = out();
            result.documents().forEach((name, n) -> out.println(String.format(Locale.ROOT, "%-32s %,10d documents, indexes %s",
                    name, n, result.indexes().getOrDefault(name, java.util.List.of()))));
            out.println(String.format(Locale.ROOT, "Pushed %,d documents in %d collections of design '%s' to %s",
                    result.totalDocuments(), result.documents().size(), loaded.design().name(), mongo.settings().where()));
            if (!source.fromStore()) chosen.explain(err);
            return ExitCodes.OK;
        } catch (MongoProblem e) {
            throw new CliException(e.getMessage(), e);
        }
    }

    /** What an interrupted push left in the database, so the user knows what to clean up or replace. */
    static String interrupted(MongoPush.Result loaded, String where) {
        StringBuilder s = new StringBuilder("docshape push: interrupted; ");
        if (loaded.documents().isEmpty()) {
            s.append("no collection was created in ").append(where);
        } else {
            s.append(String.format(Locale.ROOT, "%,d documents were loaded into %s: ", loaded.totalDocuments(), where));
            StringBuilder each = new StringBuilder();
            loaded.documents().forEach((name, n) -> each.append(each.length() == 0 ? "" : ", ")
                    .append(ImportSummary.printable(name)).append(String.format(Locale.ROOT, " %,d", n)));
            s.append(each).append("; push again with --replace to start over");
        }
        if (!loaded.dropped().isEmpty()) s.append(" (").append(loaded.dropped().size()).append(" collections were dropped first)");
        return s.toString();
    }
}
