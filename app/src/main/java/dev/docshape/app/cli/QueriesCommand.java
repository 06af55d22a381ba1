package dev.docshape.app.cli;

import dev.docshape.model.estimate.Estimate;
import dev.docshape.model.estimate.Estimator;
import dev.docshape.model.profile.Profile;
import dev.docshape.model.projection.Projection;
import dev.docshape.model.projection.Projector;
import dev.docshape.model.query.QueryTemplate;
import dev.docshape.model.query.QueryTemplates;
import dev.docshape.storage.query.QueryLanguage;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

import java.util.List;
import java.util.stream.Collectors;

/** {@code docshape queries FILE [--pattern ID] [--lang mongosh|java|node|cosmos-sql]}: the operations each pattern sends. */
@Command(name = "queries", mixinStandardHelpOptions = true,
        description = "Print the operations each access pattern sends, one per estimated round trip, as mongosh, Node, Java or Cosmos DB SQL.")
final class QueriesCommand extends ProjectCommand {

    @Option(names = "--pattern", paramLabel = "ID", description = "Only this access pattern (its id or its name).")
    String pattern;

    @Option(names = "--lang", paramLabel = "LANG", defaultValue = "mongosh",
            description = "mongosh, node, java or cosmos-sql (default: ${DEFAULT-VALUE}).")
    String lang;

    @Override
    public Integer call() {
        QueryLanguage language = CliException.parse("--lang", QueryLanguage::byLabel, lang);
        LoadedProject loaded = project.load();
        Profile profile = language == QueryLanguage.COSMOS_SQL ? Profile.cosmos() : Profile.mongodb();
        Projection projection = Projector.project(loaded.project().model(), loaded.design());
        Estimate estimate = Estimator.estimate(loaded.project().model(), loaded.design(), profile);
        List<QueryTemplate> templates;
        try {
            templates = QueryTemplates.of(loaded.project().model(), loaded.design(), projection, estimate);
        } catch (IllegalStateException e) {
            throw new CliException("design '" + loaded.design().name() + "': " + e.getMessage(), e);
        }
        if (pattern != null) {
            templates = templates.stream().filter(t -> t.patternId().equals(pattern) || t.patternName().equals(pattern)).toList();
            if (templates.isEmpty()) {
                throw new CliException("no access pattern '" + pattern + "' in " + project.file + "; its patterns are: "
                        + loaded.project().model().patterns().stream().map(p -> p.id()).collect(Collectors.joining(", ")));
            }
        }
        String title = loaded.project().name() + ", design " + loaded.design().name();
        out().print(language.render(title, templates));
        estimate.problems().forEach(p -> err().println("docshape: note: " + p));
        return ExitCodes.OK;
    }
}
