package dev.docshape.app.analysis.advisor;

import dev.docshape.app.analysis.Analysis;
import dev.docshape.app.analysis.AnalysisModel;
import dev.docshape.app.analysis.live.LatestOnly;
import dev.docshape.model.Project;
import dev.docshape.model.advice.Advisor;
import dev.docshape.model.advice.Finding;
import dev.docshape.model.edit.Edit;
import dev.docshape.model.projection.CollectionShape;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * The advisor panel's state: the findings for the current analysis (computed after the figures,
 * off the UI thread, newest only), the finding in focus, selecting a finding's subject on the
 * canvas, and accepting a suggestion as one undoable change.
 */
public final class AdvisorViewModel {
    private final AnalysisModel analysis;
    private final ObservableList<Finding> findings = FXCollections.observableArrayList();
    private final ObjectProperty<Finding> focused = new SimpleObjectProperty<>(this, "focused");
    private final ReadOnlyStringWrapper summary = new ReadOnlyStringWrapper(this, "summary", "");
    private final ReadOnlyStringWrapper problem = new ReadOnlyStringWrapper(this, "problem", "");
    private final ReadOnlyBooleanWrapper current = new ReadOnlyBooleanWrapper(this, "current");
    private final LatestOnly<Analysis, Advice> worker;
    private final javafx.beans.property.BooleanProperty active = new javafx.beans.property.SimpleBooleanProperty(this, "active", true);
    private final State state = new State(findings, summary.getReadOnlyProperty(), problem.getReadOnlyProperty());
    private Consumer<String> patternSelector = id -> { };
    private Consumer<String> guideOpener = id -> { };
    private long shownRevision = -1;
    private boolean missed;

    private record Advice(long revision, List<Finding> findings) {
    }

    /**
     * What the panel shows: the findings, the line that counts them, and why the last command
     * failed, or empty.
     */
    public record State(ObservableList<Finding> findings, ReadOnlyStringProperty summary, ReadOnlyStringProperty problem) {
    }

    public AdvisorViewModel(AnalysisModel analysis) {
        this.analysis = analysis;
        var services = analysis.services();
        worker = new LatestOnly<>(services.followUp(), services.ui(),
                a -> new Advice(a.revision(), Advisor.advise(a.project().model(), a.project().active(), a.profile())),
                this::show, e -> problem.set("The advisor could not review this design: " + e.getMessage()));
        analysis.state().current().addListener((obs, old, now) -> request(now));
        active.addListener((obs, was, is) -> {
            if (is && missed) request(analysis.current());
        });
        analysis.state().pending().addListener((obs, old, now) -> current.set(!now && shownRevision == analysis.revision()));
        request(analysis.current());
    }

    /** True when the profile bills request units (Cosmos DB): only then do effects name them. */
    public boolean showsRequestUnits() {
        var profile = analysis.profileProperty().get();
        return profile == null || profile.billsRequestUnits();
    }

    private void request(Analysis now) {
        if (now == null) return;
        missed = !active.get();
        if (!missed) worker.request(now);
    }

    private void show(Advice advice) {
        if (advice.revision() != analysis.revision()) return; // the project moved on meanwhile
        String focusedKey = focused.get() == null ? null : key(focused.get());
        findings.setAll(advice.findings());
        shownRevision = advice.revision();
        current.set(!analysis.state().pending().get());
        focused.set(findings.stream().filter(f -> key(f).equals(focusedKey)).findFirst().orElse(null));
        long errors = count(Finding.Severity.ERROR);
        long warnings = count(Finding.Severity.WARNING);
        long notes = count(Finding.Severity.INFO);
        summary.set(findings.isEmpty() ? "No findings: the design follows the rules of thumb."
                : plural(errors, "error") + " · " + plural(warnings, "warning") + " · " + plural(notes, "note"));
        problem.set("");
    }

    private long count(Finding.Severity severity) {
        return findings.stream().filter(f -> f.severity() == severity).count();
    }

    private static String plural(long n, String noun) {
        return n + " " + noun + (n == 1 ? "" : "s");
    }

    private static String key(Finding f) {
        return f.ruleId() + "|" + f.subject().kind() + "|" + f.subject().id();
    }

    /** Focuses the finding and selects its subject: the relationship, the collection's entity, or the pattern and its entity. */
    public void focus(Finding f) {
        focused.set(f);
        if (f == null) return;
        var selection = analysis.selection();
        switch (f.subject().kind()) {
            case RELATIONSHIP -> selection.selectRelationship(f.subject().id());
            case COLLECTION -> collectionEntity(f.subject().id()).ifPresent(selection::selectEntity);
            case PATTERN -> {
                analysis.project().model().pattern(f.subject().id()).ifPresent(p -> selection.selectEntity(p.entity()));
                patternSelector.accept(f.subject().id());
            }
        }
    }

    private Optional<String> collectionEntity(String collection) {
        Analysis a = analysis.current();
        if (a == null) return Optional.empty();
        return a.estimate().projection().collection(collection).map(CollectionShape::rootEntity);
    }

    /** The finding's subject as the canvas names it: "Post.comments", a collection's name, a pattern's name. */
    public String subjectLabel(Finding f) {
        var model = analysis.project().model();
        String id = f.subject().id();
        return switch (f.subject().kind()) {
            case RELATIONSHIP -> model.relationship(id)
                    .map(r -> model.entity(r.parent()).map(e -> e.name()).orElse(r.parent()) + "." + r.name()).orElse(id);
            case COLLECTION -> id;
            case PATTERN -> model.pattern(id).map(p -> p.name()).orElse(id);
        };
    }

    /** Accepts the focused finding's suggestion as one undoable change. */
    public void applyFocused() {
        Finding f = focused.get();
        if (f == null || f.suggestion().isEmpty()) return;
        Project project = analysis.project();
        try {
            Optional<? extends Edit> edit = f.suggestedEdit(project);
            if (edit.isPresent() && !analysis.source().execute(edit.get())) problem.set("The suggestion is already in place.");
        } catch (IllegalArgumentException e) { // an InvalidEditException too: the design changed meanwhile
            problem.set("The suggestion no longer fits the design: " + e.getMessage());
        }
    }

    /**
     * Whether the panel is on screen. The advisor estimates every suggestion it makes, which takes
     * seconds on a large model: it only reviews the design while someone looks, and catches up when
     * the panel is shown again.
     */
    public javafx.beans.property.BooleanProperty activeProperty() {
        return active;
    }

    /** Where a finding about an access pattern sends its pattern (the patterns panel). */
    public void setPatternSelector(Consumer<String> selector) {
        patternSelector = selector == null ? id -> { } : selector;
    }

    /** What a finding's "About this rule" does: opens Help > Guide at the rule (by its id). */
    public void setGuideOpener(Consumer<String> opener) {
        guideOpener = opener == null ? id -> { } : opener;
    }

    /** Opens the Guide at the rule of {@code finding}. */
    public void explain(Finding finding) {
        if (finding != null) guideOpener.accept(finding.ruleId());
    }

    public ObjectProperty<Finding> focusedProperty() {
        return focused;
    }

    /** True when the findings shown belong to the current project (no change waiting to be reviewed). */
    public ReadOnlyBooleanProperty currentProperty() {
        return current.getReadOnlyProperty();
    }

    public State state() {
        return state;
    }
}
