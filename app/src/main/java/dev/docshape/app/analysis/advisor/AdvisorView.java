package dev.docshape.app.analysis.advisor;

import dev.docshape.app.analysis.Ui;
import dev.docshape.model.advice.Finding;
import javafx.css.PseudoClass;
import javafx.geometry.Orientation;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.SplitPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import javafx.scene.text.Text;
import javafx.scene.text.TextFlow;

import java.util.Locale;

/**
 * The advisor panel: the findings with their severity, rule and subject; below, the focused
 * finding's message, evidence, suggestion and its effect, with Apply. Clicking a finding selects
 * its subject on the canvas.
 */
public final class AdvisorView extends VBox {
    private static final PseudoClass ERROR = PseudoClass.getPseudoClass("error");
    private static final PseudoClass WARNING = PseudoClass.getPseudoClass("warning");
    private static final PseudoClass INFO = PseudoClass.getPseudoClass("info");
    private static final PseudoClass BETTER = PseudoClass.getPseudoClass("better");
    private static final PseudoClass WORSE = PseudoClass.getPseudoClass("worse");

    private final AdvisorViewModel vm;
    private final ListView<Finding> list;
    private final VBox details = new VBox(6);
    private final Button apply;

    /** @param apply the catalogue's Apply Suggestion button (decision 0291) */
    public AdvisorView(AdvisorViewModel vm, Button apply) {
        this.vm = vm;
        setId("advisor-panel");
        getStyleClass().addAll("analysis-panel", "advisor-panel");
        Label summary = Ui.summary("advisor-summary", vm.state().summary());

        list = new ListView<>(vm.state().findings());
        list.setId("advisor-list");
        list.setPlaceholder(Ui.note("No findings."));
        list.setCellFactory(l -> new FindingCell(vm));
        list.getSelectionModel().selectedItemProperty().addListener((obs, old, now) -> {
            if (now != null && now != vm.focusedProperty().get()) vm.focus(now);
        });
        vm.focusedProperty().addListener((obs, old, now) -> {
            if (now == null) list.getSelectionModel().clearSelection();
            else if (list.getSelectionModel().getSelectedItem() != now) list.getSelectionModel().select(now);
            showDetails();
        });

        this.apply = apply;
        apply.getStyleClass().add("accent-button");
        apply.setMinWidth(javafx.scene.layout.Region.USE_PREF_SIZE);
        details.setId("advisor-details");
        details.getStyleClass().add("advisor-details");
        SplitPane split = Ui.split(Orientation.VERTICAL, 0.5, list, Ui.detailScroll(details));
        getChildren().addAll(Ui.row(Ui.heading("ADVISOR"), Ui.spring(), summary), split, Ui.problem("advisor-problem", vm.state().problem()));
        showDetails();
    }

    private void showDetails() {
        Finding f = vm.focusedProperty().get();
        if (f == null) {
            details.getChildren().setAll(Ui.note("Select a finding to see its evidence and suggestion."));
            return;
        }
        Label message = new Label(f.message());
        message.setWrapText(true);
        message.getStyleClass().add("advisor-message");
        javafx.scene.control.Hyperlink about = new javafx.scene.control.Hyperlink("?  About the rule " + f.ruleId() + " (Guide)");
        about.setId("advisor-guide");
        about.setFocusTraversable(false);
        about.setOnAction(e -> vm.explain(f));
        details.getChildren().setAll(message, about);
        if (f.suggestion().isPresent()) {
            Label suggestion = new Label(f.suggestion().get().description());
            suggestion.setWrapText(true);
            suggestion.getStyleClass().add("advisor-suggestion");
            HBox.setHgrow(suggestion, Priority.ALWAYS);
            HBox row = new HBox(8, suggestion, apply);
            row.getStyleClass().add("advisor-suggestion-row");
            details.getChildren().addAll(Ui.heading("SUGGESTION"), row);
            f.effect().ifPresent(effect -> {
                for (EffectLines.Line line : EffectLines.of(effect, vm.showsRequestUnits())) details.getChildren().add(effectLine(line));
            });
        } else {
            details.getChildren().add(Ui.note("This rule has no mapping to suggest."));
        }
        details.getChildren().add(Ui.heading("EVIDENCE"));
        for (String fact : f.evidence().facts()) details.getChildren().add(bullet(fact, "advisor-fact"));
    }

    /** "•  read post: round trips 2 → 1, read 2.4 KiB → 13.6 KiB", each move coloured by its direction (:better, :worse). */
    private static TextFlow effectLine(EffectLines.Line line) {
        TextFlow flow = new TextFlow(text("•  " + line.subject() + ": ", "advisor-effect-subject"));
        for (int i = 0; i < line.moves().size(); i++) {
            EffectLines.Move move = line.moves().get(i);
            if (i > 0) flow.getChildren().add(text(", ", "advisor-effect-subject"));
            Text t = text(move.text(), "advisor-effect-move");
            t.pseudoClassStateChanged(BETTER, move.better());
            t.pseudoClassStateChanged(WORSE, move.worse());
            flow.getChildren().add(t);
        }
        flow.getStyleClass().add("advisor-effect");
        flow.setAccessibleText(line.text());
        return flow;
    }

    private static Text text(String content, String styleClass) {
        Text t = new Text(content);
        t.getStyleClass().add(styleClass);
        return t;
    }

    private static Label bullet(String text, String styleClass) {
        Label l = new Label("•  " + text);
        l.setWrapText(true);
        l.getStyleClass().add(styleClass);
        return l;
    }

    public ListView<Finding> list() {
        return list;
    }

    private static final class FindingCell extends ListCell<Finding> {
        private final AdvisorViewModel vm;
        private final Label severity = new Label();
        private final Label subject = new Label();
        private final Label rule = new Label();
        private final Label message = new Label();
        private final VBox box;

        FindingCell(AdvisorViewModel vm) {
            this.vm = vm;
            severity.getStyleClass().add("severity-badge");
            subject.getStyleClass().add("finding-subject");
            rule.getStyleClass().add("finding-rule");
            message.getStyleClass().add("finding-message");
            message.setWrapText(true);
            message.setMaxHeight(34);
            HBox top = new HBox(6, severity, subject, Ui.spring(), rule);
            top.getStyleClass().add("analysis-row");
            box = new VBox(2, top, message);
            box.setMinWidth(0);
            message.setMinWidth(0);
            // the subject is the one shortened, never the severity or the rule (decision 0532)
            severity.setMinWidth(javafx.scene.layout.Region.USE_PREF_SIZE);
            rule.setMinWidth(javafx.scene.layout.Region.USE_PREF_SIZE);
            subject.setMinWidth(0);
            setPrefWidth(0);
        }

        @Override
        protected void updateItem(Finding f, boolean empty) {
            super.updateItem(f, empty);
            setText(null);
            if (empty || f == null) {
                setGraphic(null);
                return;
            }
            severity.setText(f.severity().name().toLowerCase(Locale.ROOT).replace("info", "note"));
            severity.pseudoClassStateChanged(ERROR, f.severity() == Finding.Severity.ERROR);
            severity.pseudoClassStateChanged(WARNING, f.severity() == Finding.Severity.WARNING);
            severity.pseudoClassStateChanged(INFO, f.severity() == Finding.Severity.INFO);
            subject.setText(vm.subjectLabel(f));
            rule.setText(f.ruleId());
            message.setText(f.message());
            setGraphic(box);
        }
    }
}
