package dev.docshape.app.analysis.queries;

import dev.docshape.app.analysis.Analysis;
import dev.docshape.app.analysis.AnalysisModel;
import dev.docshape.app.analysis.Ui;
import dev.docshape.app.analysis.live.LatestOnly;
import dev.docshape.model.Project;
import dev.docshape.model.query.QueryTemplate;
import dev.docshape.model.query.QueryTemplates;
import dev.docshape.storage.query.QueryLanguage;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyIntegerWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

import java.util.List;

/**
 * The queries panel's state: the operations the selected access pattern sends under the active
 * design, written in the chosen language, one operation per round trip the estimate counts (the
 * Trips tab's figure). Follows the selected pattern and every new analysis; rendered off the UI
 * thread, newest only.
 */
public final class QueriesViewModel {
    /** One pattern the panel can show: its id and its name. */
    public record PatternChoice(String id, String name) {
        @Override
        public String toString() {
            return name;
        }
    }

    /** What the panel shows for one analysis, pattern and language. */
    private record Shown(List<PatternChoice> patterns, String text, int operations, String summary) {
    }

    private record Request(Analysis analysis, String patternId, QueryLanguage language) {
    }

    private final AnalysisModel analysis;
    private final StringProperty selectedId;
    private final ObjectProperty<QueryLanguage> language = new SimpleObjectProperty<>(this, "language", QueryLanguage.MONGOSH);
    private final ObservableList<PatternChoice> patterns = FXCollections.observableArrayList();
    private final ReadOnlyStringWrapper text = new ReadOnlyStringWrapper(this, "text", "");
    private final ReadOnlyStringWrapper summary = new ReadOnlyStringWrapper(this, "summary", "");
    private final ReadOnlyIntegerWrapper operations = new ReadOnlyIntegerWrapper(this, "operations", 0);
    private final LatestOnly<Request, Shown> worker;
    private final State state = new State(patterns, summary.getReadOnlyProperty(), operations.getReadOnlyProperty());

    /**
     * What the tab shows besides the operations' text: the patterns to choose from, the line that
     * sums up the chosen one's operations and how many there are.
     */
    public record State(ObservableList<PatternChoice> patterns, ReadOnlyStringProperty summary, ReadOnlyIntegerProperty operations) {
    }

    /**
     * @param selectedId the selected access pattern, shared with the Patterns and Trips panels;
     *                   when it is empty the panel shows the first pattern
     */
    public QueriesViewModel(AnalysisModel analysis, StringProperty selectedId) {
        this.analysis = analysis;
        this.selectedId = selectedId == null ? new SimpleStringProperty(this, "selectedId") : selectedId;
        var services = analysis.services();
        worker = new LatestOnly<>(services.background(), services.ui(), QueriesViewModel::build, this::show, this::fail);
        analysis.state().current().addListener((obs, old, now) -> request());
        this.selectedId.addListener((obs, old, now) -> request());
        language.addListener((obs, old, now) -> {
            if (now == null) language.set(old);
            else request();
        });
        request();
    }

    private void request() {
        Analysis now = analysis.current();
        if (now != null) worker.request(new Request(now, selectedId.get(), language.get()));
    }

    private static Shown build(Request r) {
        Project project = r.analysis().project();
        var estimate = r.analysis().estimate();
        List<PatternChoice> choices = estimate.patterns().stream().map(p -> new PatternChoice(p.patternId(), p.name())).toList();
        if (choices.isEmpty()) {
            return new Shown(choices, "", 0, "No access patterns yet: add them on the Patterns tab.");
        }
        String id = r.patternId() != null && choices.stream().anyMatch(c -> c.id().equals(r.patternId()))
                ? r.patternId() : choices.get(0).id();
        List<QueryTemplate> templates;
        try {
            templates = QueryTemplates.of(project.model(), project.active(), estimate.projection(), estimate);
        } catch (IllegalStateException e) {
            return new Shown(choices, "", 0, "No queries for design " + project.activeDesign() + ": " + e.getMessage());
        }
        QueryTemplate template = templates.stream().filter(t -> t.patternId().equals(id)).findFirst().orElseThrow();
        int count = template.operations().size();
        String title = project.name() + ", design " + project.activeDesign();
        String summary = count + (count == 1 ? " operation = 1 round trip" : " operations = " + count + " round trips")
                + (template.transaction() ? ", in one transaction" : "") + " · " + Ui.profileName(r.analysis().profile());
        return new Shown(choices, r.language().render(title, List.of(template)), count, summary);
    }

    private void show(Shown shown) {
        if (!patterns.equals(shown.patterns())) patterns.setAll(shown.patterns());
        text.set(shown.text());
        operations.set(shown.operations());
        summary.set(shown.summary());
    }

    private void fail(Exception e) {
        text.set("");
        operations.set(0);
        summary.set("The queries could not be written: " + (e.getMessage() == null ? e.toString() : e.getMessage()));
    }

    /** The pattern shown; shared with the Patterns and Trips panels. */
    public StringProperty selectedIdProperty() {
        return selectedId;
    }

    /** The language the operations are written in (never null; the window remembers it). */
    public ObjectProperty<QueryLanguage> languageProperty() {
        return language;
    }

    /** The operations of the chosen pattern, as text in the chosen language. */
    public ReadOnlyStringProperty textProperty() {
        return text.getReadOnlyProperty();
    }

    public State state() {
        return state;
    }
}
