package dev.docshape.app.cli;

import dev.docshape.model.Project;
import dev.docshape.model.Design;
import dev.docshape.model.profile.DatabaseKind;
import dev.docshape.model.profile.Profile;
import dev.docshape.model.search.DesignSearch;
import dev.docshape.model.search.Objective;
import dev.docshape.model.search.SearchConstraints;
import dev.docshape.model.search.SearchResult;
import dev.docshape.model.search.SearchSettings;
import dev.docshape.storage.file.ProjectFileException;
import dev.docshape.storage.file.ProjectFiles;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

import java.io.PrintWriter;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicBoolean;

/** {@code docshape search FILE}: looks for designs that cost less for the workload. */
@Command(name = "search", mixinStandardHelpOptions = true,
        description = "Search the mappings of every relationship for designs that cost less for the workload, "
                + "within the document size limits. Prints the Pareto front (read cost, write cost, storage) with "
                + "each design's changes and the patterns they help and hurt.")
final class SearchCommand extends ReportCommand {
    /** The search prices at least its start, however much of the budget loading took. */
    private static final long MINIMUM_SEARCH_NANOS = 1_000_000L;

    @Option(names = "--objective", paramLabel = "METRIC", converter = ObjectiveConverter.class,
            description = "What to minimise: round-trips, ru or bytes (default: ru under cosmos, round-trips under mongodb).")
    Objective.Metric objective;

    @Option(names = "--read-weight", paramLabel = "W", defaultValue = "1",
            description = "Weight of the reads' cost (default: ${DEFAULT-VALUE}).")
    double readWeight;

    @Option(names = "--write-weight", paramLabel = "W", defaultValue = "1",
            description = "Weight of the writes' cost (default: ${DEFAULT-VALUE}).")
    double writeWeight;

    @Option(names = "--budget", paramLabel = "SECONDS", defaultValue = "10",
            description = "Take this many seconds at the most, searching and then explaining the designs found, best "
                    + "first, while time is left (default: ${DEFAULT-VALUE}).")
    double budgetSeconds;

    @Option(names = "--max-designs", paramLabel = "N", defaultValue = "0",
            description = "Stop after pricing this many designs; 0 for no limit (default). With a seed, the same "
                    + "limit gives the same answer on any machine.")
    long maxDesigns;

    @Option(names = "--seed", paramLabel = "S", defaultValue = "1",
            description = "Seed of the restarts' random moves (default: ${DEFAULT-VALUE}).")
    long seed;

    @Option(names = "--restarts", paramLabel = "N", defaultValue = "8",
            description = "Restarts from random variations of the best design (default: ${DEFAULT-VALUE}).")
    int restarts;

    @Option(names = "--pin", paramLabel = "RELATIONSHIP",
            description = "Keep this relationship's mapping as it is (repeatable; a relationship id).")
    List<String> pinned = new ArrayList<>();

    @Option(names = "--max-collections", paramLabel = "N", defaultValue = "0",
            description = "At most this many collections; 0 for no limit (default).")
    int maxCollections;

    @Option(names = "--add", paramLabel = "K",
            description = "Add the K-th proposed design (1 = best) to the project file as a new design.")
    Integer add;

    @Option(names = "--as", paramLabel = "NAME", description = "The name of the design --add adds (default: search-K).")
    String addAs;

    @Override
    public Integer call() {
        // the budget covers the whole command: loading, the search, explaining its proposals, writing (decision 0490)
        long began = System.nanoTime();
        LoadedProject loaded = project.load();
        Profile chosen = profile.profile();
        Objective goal = objective(chosen);
        Set<String> pins = Set.copyOf(pinned);
        for (String id : pins) {
            if (loaded.project().model().relationship(id).isEmpty()) {
                throw new CliException("--pin: there is no relationship '" + id + "' in " + project.file);
            }
        }
        if (!(budgetSeconds > 0) || budgetSeconds > 86_400) throw new CliException("--budget must be above 0 and at most a day of seconds");
        if (maxDesigns < 0 || restarts < 0 || maxCollections < 0) {
            throw new CliException("--max-designs, --restarts and --max-collections must not be negative");
        }
        long deadline = began + Math.round(budgetSeconds * 1e9);
        Duration searchBudget = Duration.ofNanos(Math.max(MINIMUM_SEARCH_NANOS, deadline - System.nanoTime()));
        SearchSettings settings = new SearchSettings(seed, searchBudget, maxDesigns, restarts);
        PrintWriter err = err();
        AtomicBoolean interrupted = new AtomicBoolean();
        // the search's advisor runs here and is stopped by the search when it ends (decision 0414)
        ExecutorService advice = Executors.newSingleThreadExecutor(work -> {
            Thread thread = new Thread(work, "docshape-search-advice");
            thread.setDaemon(true);
            return thread;
        });
        // Ctrl+C ends the search between two designs; the hook waits while the best designs so far are printed
        try (CancelOnInterrupt interrupt = new CancelOnInterrupt(() -> interrupted.set(true))) {
            SearchResult result = new DesignSearch(loaded.project().model(), chosen, goal, new SearchConstraints(pins, maxCollections),
                    settings, advice).run(loaded.design(), new SearchProgressPrinter(err, goal), interrupted::get);
            PrintWriter out = out();
            ExplainedProposals proposals = ExplainedProposals.within(result, deadline, System::nanoTime);
            if (output.json) out.println(SearchJson.of(proposals, loaded.design().name()));
            else SearchResultPrinter.print(proposals, loaded.design().name(), loaded.project().model(), out);
            out.flush();
            if (add != null && result.stoppedBy() != SearchResult.StopReason.CANCELLED) addDesign(loaded, result, out);
        } finally {
            advice.shutdown();
        }
        return ExitCodes.OK;
    }
    private Objective objective(Profile chosen) {
        Objective.Metric metric = objective != null ? objective
                : chosen.kind() == DatabaseKind.COSMOS ? Objective.Metric.REQUEST_UNITS : Objective.Metric.ROUND_TRIPS;
        try {
            return new Objective(metric, readWeight, writeWeight);
        } catch (IllegalArgumentException e) {
            throw new CliException("--read-weight/--write-weight: " + e.getMessage());
        }
    }

    private void addDesign(LoadedProject loaded, SearchResult result, PrintWriter out) {
        if (add < 1 || add > result.proposalCount()) {
            throw new CliException("--add " + add + ": the search proposed " + result.proposalCount() + " design"
                    + (result.proposalCount() == 1 ? "" : "s"));
        }
        Project before = loaded.project();
        String name = addAs != null ? addAs : freeName(before, "search-" + add);
        if (name.isBlank() || before.design(name).isPresent()) {
            throw new CliException("--as: the project already has a design named '" + name + "'");
        }
        Design added = result.proposal(add - 1).design().withName(name);
        List<Design> designs = new ArrayList<>(before.designs());
        designs.add(added);
        try {
            ProjectFiles.save(before.withDesigns(designs, before.activeDesign()), project.file);
        } catch (ProjectFileException e) {
            throw new CliException(e.getMessage(), e);
        }
        out.println("Added design '" + name + "' to " + project.file);
    }

    private static String freeName(Project project, String base) {
        String name = base;
        for (int i = 2; project.design(name).isPresent(); i++) name = base + "-" + i;
        return name;
    }
}
