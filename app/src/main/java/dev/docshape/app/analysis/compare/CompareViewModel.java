package dev.docshape.app.analysis.compare;

import dev.docshape.app.analysis.Analysis;
import dev.docshape.app.analysis.AnalysisModel;
import dev.docshape.app.analysis.live.LatestOnly;
import dev.docshape.model.Project;
import dev.docshape.model.edit.DesignAdded;
import dev.docshape.model.edit.Edit;
import dev.docshape.model.edit.Edits;
import dev.docshape.model.estimate.Estimator;
import dev.docshape.model.Design;
import dev.docshape.model.pattern.AccessPattern;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

import java.util.List;
import java.util.function.Function;

/**
 * Comparing designs: keep the design being edited as a named snapshot (a copy among the project's
 * designs, so it is saved with the project and undoable), go on changing mappings, and see both
 * side by side; switch back to a snapshot at any time. The scorecard is computed off the UI
 * thread after each change; only the newest is shown.
 */
public final class CompareViewModel {
    private final AnalysisModel analysis;
    private final ObservableList<String> snapshots = FXCollections.observableArrayList();
    private final StringProperty compareWith = new SimpleStringProperty(this, "compareWith");
    private final ReadOnlyStringWrapper current = new ReadOnlyStringWrapper(this, "current", "");
    private final ReadOnlyObjectWrapper<Scorecard> scorecard = new ReadOnlyObjectWrapper<>(this, "scorecard");
    private final ReadOnlyStringWrapper problem = new ReadOnlyStringWrapper(this, "problem", "");
    private final LatestOnly<Inputs, Scorecard> worker;
    private final BooleanProperty active = new SimpleBooleanProperty(this, "active", true);
    private final State state = new State(FXCollections.unmodifiableObservableList(snapshots), current.getReadOnlyProperty(),
            scorecard.getReadOnlyProperty(), problem.getReadOnlyProperty());
    private boolean missed;

    /**
     * The comparison as the panel shows it: the project's other designs (the snapshots to compare
     * with), the design being edited (right side), the scorecard
     * (null when there is nothing to compare with) and why the last command failed, or empty.
     */
    public record State(ObservableList<String> snapshots, ReadOnlyStringProperty current,
                        ReadOnlyObjectProperty<Scorecard> scorecard, ReadOnlyStringProperty problem) {
    }

    private record Inputs(long revision, Analysis analysis, String left) {
    }

    public CompareViewModel(AnalysisModel analysis) {
        this.analysis = analysis;
        worker = new LatestOnly<>(analysis.services().followUp(), analysis.services().ui(), CompareViewModel::score,
                scorecard::set, e -> problem.set("The designs could not be compared: " + e.getMessage()));
        analysis.source().projectProperty().addListener((obs, old, now) -> refreshDesigns());
        analysis.state().current().addListener((obs, old, now) -> request());
        compareWith.addListener((obs, old, now) -> request());
        active.addListener((obs, was, is) -> {
            if (is && missed) request();
        });
        refreshDesigns();
        request();
    }

    private void refreshDesigns() {
        Project p = analysis.project();
        current.set(p.activeDesign());
        List<String> others = p.designs().stream().map(Design::name).filter(n -> !n.equals(p.activeDesign())).toList();
        if (!snapshots.equals(others)) snapshots.setAll(others);
        if (compareWith.get() == null || !others.contains(compareWith.get())) compareWith.set(others.isEmpty() ? null : others.get(others.size() - 1));
    }

    private void request() {
        Analysis a = analysis.current();
        if (a == null) return;
        missed = !active.get();
        if (missed) return;
        String left = compareWith.get();
        if (left == null || a.project().design(left).isEmpty() || left.equals(a.project().activeDesign())) {
            worker.cancelAll();
            scorecard.set(null);
            return;
        }
        worker.request(new Inputs(a.revision(), a, left));
    }

    private static Scorecard score(Inputs in) {
        Project p = in.analysis().project();
        var leftEstimate = Estimator.estimate(p.model(), p.design(in.left()).orElseThrow(), in.analysis().profile());
        List<String> order = p.model().patterns().stream().map(AccessPattern::id).toList();
        return Scorecard.of(in.left(), leftEstimate, p.activeDesign(), in.analysis().estimate(), order);
    }

    /** A free snapshot name: "embedded snapshot", "embedded snapshot 2" ... */
    public String suggestedName() {
        Project p = analysis.project();
        String base = p.activeDesign() + " snapshot";
        String name = base;
        for (int n = 2; p.design(name).isPresent(); n++) name = base + " " + n;
        return name;
    }

    /** Asks for a snapshot name (suggesting a free one) and keeps the design under it; nothing when the user cancels. */
    public void askAndKeepSnapshot() {
        analysis.services().dialogs().askName("Keep as Snapshot", "Name of the snapshot:", suggestedName())
                .ifPresent(this::keepSnapshot);
    }

    /** Keeps a copy of the design being edited under {@code name} (one undoable step) and compares with it. */
    private boolean keepSnapshot(String name) {
        if (name == null || name.isBlank()) return false;
        String trimmed = name.trim();
        boolean done = execute(p -> Edits.compose(p, "Keep design " + p.activeDesign() + " as snapshot " + trimmed)
                .add(new DesignAdded(p.active().withName(trimmed), p.designs().size(), p.activeDesign(), p.activeDesign()))
                .build());
        if (done) compareWith.set(trimmed);
        return done;
    }

    /**
     * Makes {@code name} the design being edited and compares with the one left, which stays as it
     * is. Like the toolbar's design picker this is view state, not an edit (decision 0381).
     */
    public void switchTo(String name) {
        if (name == null || name.equals(analysis.project().activeDesign())) return;
        String previous = analysis.project().activeDesign();
        try {
            if (analysis.source().showDesign(name)) compareWith.set(previous);
            problem.set("");
        } catch (IllegalArgumentException e) {
            problem.set(e.getMessage());
        }
    }

    private boolean execute(Function<Project, Edit> make) {
        try {
            boolean changed = analysis.source().execute(make.apply(analysis.project()));
            problem.set("");
            return changed;
        } catch (IllegalArgumentException e) { // an InvalidEditException too
            problem.set(e.getMessage());
            return false;
        }
    }

    /** Whether the panel is on screen; the scorecard is only kept current while it is. */
    public BooleanProperty activeProperty() {
        return active;
    }

    /** The design compared with (left side); null when the project has only one design. */
    public StringProperty compareWithProperty() {
        return compareWith;
    }

    /** What the panel shows of the comparison. */
    public State state() {
        return state;
    }

    public AnalysisModel analysis() {
        return analysis;
    }
}
