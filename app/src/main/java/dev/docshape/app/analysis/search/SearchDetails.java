package dev.docshape.app.analysis.search;

import dev.docshape.app.analysis.Ui;
import dev.docshape.app.text.SearchWords;
import dev.docshape.model.estimate.PatternEstimate;
import dev.docshape.model.search.DesignChange;
import dev.docshape.model.search.PricedDesign;
import javafx.scene.control.Label;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.VBox;

import java.util.HashMap;
import java.util.Map;

/**
 * The selected design of the search: its changes from the starting design, each with the advisor
 * rule that suggests it and the patterns it helps and hurts; then each pattern's cost per second
 * under the starting design and under this one.
 */
final class SearchDetails extends VBox {
    private final SearchViewModel vm;

    SearchDetails(SearchViewModel vm) {
        super(4);
        this.vm = vm;
        setId("search-details");
        getStyleClass().add("advisor-details");
        vm.selectedProperty().addListener((obs, old, now) -> show());
        vm.job().runningProperty().addListener((obs, was, is) -> show());
        show();
    }

    private void show() {
        FoundDesign f = vm.selectedProperty().get();
        PricedDesign start = vm.state().start().get();
        if (f == null || start == null) {
            getChildren().setAll(Ui.note("Select a design to see its changes and why each pays."));
            return;
        }
        getChildren().clear();
        getChildren().add(Ui.heading("CHANGES FROM " + start.design().name().toUpperCase(java.util.Locale.ROOT)));
        switch (f.explanation()) {
            case AFTER_THE_SEARCH -> getChildren().add(Ui.note("Why each change pays is shown when the search ends."));
            case UNDER_WAY -> getChildren().add(Ui.note("Explaining why each change pays…"));
            case GIVEN -> { }
        }
        Map<String, String> names = SearchWords.subjectNames(vm.analysis().project().model());
        for (DesignChange c : f.changes()) {
            Label what = text(SearchSentences.change(c, names), "search-change");
            getChildren().add(what);
            String rule = SearchSentences.rule(c);
            if (!rule.isEmpty()) getChildren().add(text(rule, "search-rule"));
            for (String line : SearchSentences.effects("helps", c.helps(), vm.objective().metric())) getChildren().add(text(line, "search-helps"));
            for (String line : SearchSentences.effects("hurts", c.hurts(), vm.objective().metric())) getChildren().add(text(line, "search-hurts"));
        }
        Label perPattern = Ui.heading("PER PATTERN, " + SearchWords.unit(vm.objective().metric()).toUpperCase(java.util.Locale.ROOT));
        perPattern.setPadding(new javafx.geometry.Insets(8, 0, 0, 0));
        getChildren().addAll(perPattern, patterns(start, f.priced()));
    }

    private GridPane patterns(PricedDesign start, PricedDesign design) {
        GridPane grid = new GridPane();
        grid.setId("search-patterns");
        grid.setHgap(12);
        grid.setVgap(2);
        grid.addRow(0, new Label("Pattern"), new Label(start.design().name()), new Label("This design"));
        Map<String, Double> before = new HashMap<>();
        for (PatternEstimate p : start.estimate().patterns()) before.put(p.patternId(), vm.perSecond(p));
        int row = 1;
        for (PatternEstimate p : design.estimate().patterns()) {
            Double was = before.get(p.patternId());
            grid.addRow(row++, text(p.name(), "search-pattern"), new Label(was == null ? "—" : SearchSentences.number(was)),
                    new Label(SearchSentences.number(vm.perSecond(p))));
        }
        grid.addRow(row, text("Score", "search-pattern"), new Label(SearchSentences.number(start.figures().score())),
                new Label(SearchSentences.number(design.figures().score())));
        return grid;
    }

    private static Label text(String line, String styleClass) {
        Label l = new Label(line);
        l.getStyleClass().add(styleClass);
        l.setWrapText(true);
        l.setMinHeight(javafx.scene.layout.Region.USE_PREF_SIZE);
        return l;
    }
}
