package dev.docshape.app.analysis.search;

import dev.docshape.app.analysis.AnalysisModel;
import dev.docshape.app.text.SearchWords;
import dev.docshape.app.ui.tasks.JobState;
import dev.docshape.app.ui.tasks.TaskRunner;
import dev.docshape.model.DataModel;
import dev.docshape.model.Design;
import dev.docshape.model.Project;
import dev.docshape.model.edit.DesignAdded;
import dev.docshape.model.edit.Edits;
import dev.docshape.model.pattern.AccessPattern;
import dev.docshape.model.profile.Profile;
import dev.docshape.model.search.DesignChanges;
import dev.docshape.model.search.DesignSearch;
import dev.docshape.model.search.Objective;
import dev.docshape.model.search.PricedDesign;
import dev.docshape.model.search.Proposal;
import dev.docshape.model.search.SearchListener;
import dev.docshape.model.search.SearchProgress;
import dev.docshape.model.search.SearchResult;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.binding.BooleanExpression;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleObjectProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Consumer;

/**
 * The Find Better Designs panel's state: the search's options ({@link SearchForm}), a running
 * search with its progress and Cancel, the best designs found so far (the Pareto front over read
 * cost, write cost and storage), and adding one of them to the project as a new design in one
 * undoable step, to compare with in the Compare panel. The search runs as a job of the window's
 * task runner; its reports reach this model on the UI thread.
 */
public final class SearchViewModel {
    private final AnalysisModel analysis;
    private final Consumer<String> compareWith;
    private final SearchForm form = new SearchForm();
    private final JobState job;
    private final ObservableList<FoundDesign> found = FXCollections.observableArrayList();
    private final ObjectProperty<FoundDesign> selected = new SimpleObjectProperty<>(this, "selected");
    private final ReadOnlyObjectWrapper<PricedDesign> start = new ReadOnlyObjectWrapper<>(this, "start");
    private final Map<Design, String> added = new HashMap<>();
    private final ReadOnlyStringWrapper addedName = new ReadOnlyStringWrapper(this, "addedName", "");
    private static final String NONE_YET = "No designs found yet.";
    private final ReadOnlyStringWrapper emptyNote = new ReadOnlyStringWrapper(this, "emptyNote", NONE_YET);
    private final State state = new State(found, start.getReadOnlyProperty());
    private Objective objective = Objective.defaults();
    private Map<String, Double> frequencies = Map.of();
    private DataModel searched;
    /** The proposals of the last search ended, being explained; null before (decision 0489). */
    private ProposalExplanations explanations;
    private final BooleanBinding selectedAddable = Bindings.createBooleanBinding(
            () -> selected.get() != null && selected.get().addable(), selected);

    /**
     * What the panel shows of a search: the designs found so far, best first, and the design it
     * started from, priced (null before the first search).
     */
    public record State(ObservableList<FoundDesign> found, ReadOnlyObjectProperty<PricedDesign> start) {
    }

    /** @param compareWith opens the Compare panel on the design of that name */
    public SearchViewModel(AnalysisModel analysis, Consumer<String> compareWith) {
        this.analysis = analysis;
        this.compareWith = compareWith;
        this.job = new JobState(analysis.services().tasks(),
                "Choose what to minimise and press Search: the designs found appear here as the search goes.");
        form.metric().set(SearchForm.defaultMetric(analysis.profileProperty().get()));
        analysis.profileProperty().addListener((obs, old, now) -> {
            Objective.Metric chosen = form.metric().get();
            if (chosen == SearchForm.defaultMetric(old) || !SearchForm.metrics(now).contains(chosen)) {
                form.metric().set(SearchForm.defaultMetric(now));
            }
        });
        selected.addListener((obs, old, now) -> {
            showAddedName();
            if (explanations != null) explanations.next();
        });
        analysis.source().projectProperty().addListener((obs, old, now) -> showAddedName());
        analysis.source().openedProperty().addListener((obs, old, now) -> {
            job.reset();
            stopExplaining();
            emptyNote.set(NONE_YET);
            found.clear();
            start.set(null);
            added.clear();
            showAddedName();
        });
    }

    /** Starts a search from the design being edited with the options of the form; nothing while one runs. */
    public void search() {
        if (job.isRunning()) return;
        Project project = analysis.project();
        Profile profile = analysis.profileProperty().get();
        DesignSearch search;
        try {
            objective = form.objective();
            // its advisor on the advice lane, stopped when the search ends or is cancelled (decision 0414)
            search = new DesignSearch(project.model(), profile, objective, form.constraints(), form.settings(),
                    analysis.services().tasks().lane(TaskRunner.Lane.ADVICE));
        } catch (IllegalArgumentException e) {
            job.fail(e.getMessage());
            return;
        }
        Map<String, Double> weights = new HashMap<>();
        for (AccessPattern p : project.model().patterns()) weights.put(p.id(), p.frequency());
        frequencies = weights;
        DataModel model = project.model();
        searched = model;
        Design from = project.active();
        stopExplaining();
        found.clear();
        emptyNote.set(NONE_YET);
        start.set(null);
        job.start("Searching from design " + from.name() + "…",
                p -> Ended.cleaning(search.run(from, SearchListener.showingProposed(
                        report -> analysis.services().ui().execute(() -> show(report))), job::isCancelled), model),
                this::finished, () -> job.say("Cancelled."));
    }

    /** Stops the search between two designs; the best designs found so far stay listed, and are explained. */
    public void cancel() {
        job.cancel();
    }

    private void show(SearchProgress report) {
        if (!job.isRunning() || job.isCancelled()) return;
        start.set(report.start());
        List<FoundDesign> rows = new ArrayList<>();
        // cleaned of idle changes as the proposals at the end are (decision 0226)
        for (PricedDesign proposed : report.proposed()) {
            rows.add(new FoundDesign(rows.size() + 1, proposed, DesignChanges.between(searched, report.start().design(), proposed.design()),
                    FoundDesign.Explanation.AFTER_THE_SEARCH));
        }
        replaceFound(rows);
        job.show(report.fractionOfBudget(), String.format(Locale.ROOT, "Searching… %,d designs priced in %.1f s; best score %s%s.", report.priced(),
                report.elapsedNanos() / 1e9, SearchSentences.scoreChange(report.start(), report.best()),
                SearchWords.stillBroken(report.start(), report.best())));
    }

    /**
     * A search that has ended and a row for each of its proposals as "Add as Design" adds it: without the changes that
     * do nothing (decision 0499), with its changes and figures.
     */
    private record Ended(SearchResult result, List<FoundDesign> rows) {
        /**
         * Cleans every proposal on the search job's thread, once: the explanation starts from the same cleaned design
         * ({@code SearchResult.cleaned}), and a design the running search showed is not cleaned again (decision 0502).
         */
        static Ended cleaning(SearchResult result, DataModel model) {
            List<FoundDesign> rows = new ArrayList<>(result.proposalCount());
            for (int i = 0; i < result.proposalCount(); i++) {
                PricedDesign cleaned = result.cleaned(i);
                rows.add(new FoundDesign(i + 1, cleaned, DesignChanges.between(model, result.start().design(), cleaned.design()),
                        FoundDesign.Explanation.UNDER_WAY));
            }
            return new Ended(result, rows);
        }
    }

    /**
     * Lists every proposal at once with its changes and figures, then explains them one at a time off the UI thread,
     * the selected one first (decisions 0467, 0489, 0502).
     */
    private void finished(Ended ended) {
        SearchResult result = ended.result();
        start.set(result.start());
        List<FoundDesign> rows = ended.rows();
        replaceFound(rows);
        if (rows.isEmpty()) emptyNote.set(SearchWords.nothingFound(result));
        job.say(SearchSentences.summary(result));
        explanations = new ProposalExplanations(result, analysis.services().tasks(),
                () -> selected.get() == null ? -1 : selected.get().rank() - 1, this::explained, job::fail);
        explanations.next();
    }

    /** The row of proposal {@code index} with its changes and why each pays; still selected if it was. */
    private void explained(int index, Proposal proposal) {
        FoundDesign row = new FoundDesign(index + 1, proposal.priced(), proposal.changes(), FoundDesign.Explanation.GIVEN);
        boolean wasSelected = selected.get() == found.get(index);
        found.set(index, row);
        if (wasSelected) selected.set(row);
    }

    private void stopExplaining() {
        if (explanations != null) explanations.stop();
        explanations = null;
    }

    private void replaceFound(List<FoundDesign> rows) {
        int keep = selected.get() == null ? -1 : selected.get().rank();
        found.setAll(rows);
        selected.set(keep > 0 && keep <= rows.size() ? rows.get(keep - 1) : rows.isEmpty() ? null : rows.get(0));
    }

    /** Asks for a name and adds the selected design to the project (one undoable step); the design being edited stays. */
    public void addSelected() {
        FoundDesign chosen = selected.get();
        // the design of a search that has ended, without the changes that do nothing (decisions 0226, 0502)
        if (chosen == null || !chosen.addable()) return;
        analysis.services().dialogs().askName("Add Design", "Name of the new design:", freeName("search " + chosen.rank()))
                .ifPresent(name -> add(chosen, name.trim()));
    }

    /** Adds {@code chosen} under {@code name}; false with the reason in the status when the name is taken or not valid. */
    public boolean add(FoundDesign chosen, String name) {
        try {
            boolean done = analysis.source().execute(Edits.compose(analysis.project(), "Add design " + name + " found by the search")
                    .add(new DesignAdded(chosen.design().withName(name), analysis.project().designs().size(),
                            analysis.project().activeDesign(), analysis.project().activeDesign()))
                    .build());
            if (!done) return false;
        } catch (IllegalArgumentException e) { // an InvalidEditException too
            job.fail(e.getMessage());
            return false;
        }
        added.put(chosen.design(), name);
        job.say("Added design " + name + ". Compare shows it beside the design being edited; Undo removes it.");
        showAddedName();
        return true;
    }

    /** Opens the Compare panel on the selected design once it is in the project. */
    public void compareSelected() {
        if (!addedName.get().isEmpty()) compareWith.accept(addedName.get());
    }

    /** The name under which the selected design is in the project, or blank. */
    private void showAddedName() {
        FoundDesign chosen = selected.get();
        String name = chosen == null ? null : added.get(chosen.design());
        addedName.set(name != null && analysis.project().design(name).isPresent() ? name : "");
    }

    private String freeName(String base) {
        String name = base;
        for (int n = 2; analysis.project().design(name).isPresent(); n++) name = base + " " + n;
        return name;
    }

    /** A pattern's cost per second in the objective's metric, frequency-weighted as the search weighs it. */
    public double perSecond(dev.docshape.model.estimate.PatternEstimate pattern) {
        return objective.perExecution(pattern) * frequencies.getOrDefault(pattern.patternId(), 0.0);
    }

    public SearchForm form() {
        return form;
    }

    /** The objective of the last search started. */
    public Objective objective() {
        return objective;
    }

    /** The search as a job: running, progress (the share of the time budget used), status. */
    public JobState job() {
        return job;
    }

    public AnalysisModel analysis() {
        return analysis;
    }

    public ObjectProperty<FoundDesign> selectedProperty() {
        return selected;
    }

    /** True when a design of a search that has ended is selected: it can be added to the project, explained or not. */
    public BooleanExpression selectedAddableProperty() {
        return selectedAddable;
    }

    /** What the empty table says: none found yet, or after a search that proposes nothing, why. */
    public ReadOnlyStringProperty emptyNoteProperty() {
        return emptyNote.getReadOnlyProperty();
    }

    /** The name of the selected design in the project once added (blank before, and after Undo). */
    public ReadOnlyStringProperty addedNameProperty() {
        return addedName.getReadOnlyProperty();
    }

    public State state() {
        return state;
    }
}
