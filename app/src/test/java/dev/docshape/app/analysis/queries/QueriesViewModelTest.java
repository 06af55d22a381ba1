package dev.docshape.app.analysis.queries;

import dev.docshape.app.analysis.AnalysisModel;
import dev.docshape.app.analysis.AnalysisServices;
import dev.docshape.app.analysis.CanvasSelection;
import dev.docshape.app.analysis.testing.HistorySource;
import dev.docshape.app.analysis.testing.Examples;
import dev.docshape.app.analysis.trips.RoundTripsViewModel;
import dev.docshape.app.analysis.trips.TripRow;
import dev.docshape.app.designer.testing.ScriptedDialogs;
import dev.docshape.model.Design;
import dev.docshape.model.Project;
import dev.docshape.model.profile.Profile;
import dev.docshape.storage.query.QueryLanguage;
import javafx.beans.property.SimpleStringProperty;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * On every design of every example, under both databases and in every language, the Queries tab
 * lists as many operations for each pattern as the Trips tab counts round trips.
 */
class QueriesViewModelTest {
    @ParameterizedTest
    @MethodSource("dev.docshape.app.analysis.testing.Examples#seeds")
    void everyPatternListsOneOperationPerRoundTripTheTripsTabShows(String example) {
        Project loaded = Examples.load(example);
        for (Design design : loaded.designs()) {
            HistorySource source = new HistorySource(loaded.withActiveDesign(design.name()));
            AnalysisModel analysis = new AnalysisModel(source.projectSource(), CanvasSelection.simple(), AnalysisServices.direct(new ScriptedDialogs()));
            SimpleStringProperty selected = new SimpleStringProperty();
            QueriesViewModel queries = new QueriesViewModel(analysis, selected);
            RoundTripsViewModel trips = new RoundTripsViewModel(analysis);
            for (Profile profile : new Profile[]{Profile.mongodb(), Profile.cosmos()}) {
                analysis.profileProperty().set(profile);
                assertFalse(queries.state().patterns().isEmpty(), example);
                for (QueriesViewModel.PatternChoice p : queries.state().patterns()) {
                    selected.set(p.id());
                    int roundTrips = (int) trips.row(p.id()).orElseThrow().figure(TripRow.Column.ROUND_TRIPS).value();
                    for (QueryLanguage language : QueryLanguage.values()) {
                        queries.languageProperty().set(language);
                        String where = example + " / " + design.name() + " / " + profile.kind() + " / " + p.name() + " / " + language.label();
                        assertEquals(roundTrips, queries.state().operations().get(), where);
                        assertTrue(queries.state().summary().get().startsWith(roundTrips + " operation"), where);
                        assertTrue(queries.textProperty().get().contains(p.name().isEmpty() ? "" : firstWord(p.name())), where);
                    }
                }
            }
        }
    }

    private static String firstWord(String name) {
        return name.split(" ")[0];
    }
}
