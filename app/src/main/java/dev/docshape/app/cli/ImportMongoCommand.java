package dev.docshape.app.cli;

import dev.docshape.storage.imports.infer.RelationshipGuess;
import dev.docshape.storage.mongodb.MongoConnection;
import dev.docshape.storage.mongodb.MongoImport;
import dev.docshape.storage.mongodb.MongoProblem;
import dev.docshape.storage.mongodb.MongoSettings;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import java.io.PrintWriter;
import java.util.List;
import java.util.Locale;

/** {@code docshape import mongodb URI --db NAME --out NEW.docshape [--sample N]}. */
@Command(name = "mongodb", mixinStandardHelpOptions = true,
        description = "Sample every collection of a MongoDB database ($sample, N documents each), infer entities, fields, "
                + "embedded and referenced relationships and counts, read the indexes and validators, and write a new project. "
                + "Without --db, lists the databases. The connection string is never written into the project.")
final class ImportMongoCommand extends ImportingCommand {

    @Parameters(index = "0", paramLabel = "URI", defaultValue = "${env:MONGODB_URI}",
            description = "A mongodb:// or mongodb+srv:// connection string (default: the environment variable MONGODB_URI).")
    String uri;

    @Mixin
    MongoServerOptions server;

    @Mixin
    DocumentSampleOption sampling;

    @Override
    public Integer call() {
        if (uri == null || uri.isBlank()) throw new CliException("a connection string is needed: docshape import mongodb mongodb://host/ --db NAME");
        int sample = sampling.count(1_000_000);
        output.check();
        PrintWriter err = spec.commandLine().getErr();
        MongoSettings settings = server.settings(uri, server.database != null ? server.database : "test");
        try (MongoConnection mongo = MongoConnection.open(settings)) {
            if (server.database == null) throw new CliException(databases(mongo));
            MongoImport.Result result = MongoImport.importDatabase(mongo, sample, output.projectName(), new ProgressPrinter(err, "collections"));
            output.write(spec, result.project());
            print(result);
            return ExitCodes.OK;
        } catch (MongoProblem e) {
            throw new CliException(e.getMessage(), e);
        }
    }

    private static String databases(MongoConnection mongo) {
        List<String> names = mongo.databaseNames();
        return names.isEmpty() ? "--db NAME is needed; " + mongo.settings().redactedUri() + " holds no databases of its own"
                : "--db NAME is needed; " + mongo.settings().redactedUri() + " holds: " + String.join(", ", names);
    }

    private void print(MongoImport.Result result) {
        PrintWriter out = out();
        result.sampled().forEach((name, counts) -> out.println(String.format(Locale.ROOT, "%-32s %,d of %,d documents sampled%s%s", name,
                counts[0], counts[1], result.indexes().getOrDefault(name, List.of()).isEmpty() ? "" : ", indexes " + result.indexes().get(name),
                result.validators().containsKey(name) ? ", has a validator" : "")));
        for (RelationshipGuess g : result.schema().guesses()) out.println("  " + g.describe());
        for (String note : result.notes()) out.println("note: " + note);
        out.println(String.format(Locale.ROOT, "Wrote %s: %d entities, %d relationships (design 'imported')", output.out,
                result.project().model().entities().size(), result.project().model().relationships().size()));
    }
}
