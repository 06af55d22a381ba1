package dev.docshape.app.analysis;

import dev.docshape.app.analysis.testing.PanelTestBase;
import dev.docshape.app.analysis.testing.Seen;
import dev.docshape.app.analysis.trips.Figure;
import dev.docshape.app.analysis.trips.LiveTripRow;
import dev.docshape.app.analysis.trips.RoundTripsView;
import dev.docshape.app.analysis.trips.RoundTripsViewModel;
import dev.docshape.app.analysis.trips.TripRow;
import dev.docshape.model.Project;
import dev.docshape.model.Relationship;
import dev.docshape.model.Design;
import dev.docshape.model.estimate.Estimate;
import dev.docshape.model.estimate.Estimator;
import dev.docshape.model.estimate.PatternEstimate;
import dev.docshape.model.mapping.Mapping;
import dev.docshape.model.mapping.Placement;
import dev.docshape.model.mapping.Reference;
import dev.docshape.model.profile.Profile;
import dev.docshape.model.synthetic.SyntheticModels;
import javafx.collections.ListChangeListener;
import javafx.scene.control.IndexedCell;
import javafx.scene.control.TableRow;
import javafx.scene.control.skin.VirtualFlow;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A flip while the user looks at the middle of a long round-trip table with a row selected: the row
 * of a pattern the flip changed shows its new figure with the old one struck through, every other
 * row shows what it showed, and the selection, the scroll position and every row's place on the screen stay
 * (decisions 0454, 0501).
 */
class TripsRowsStayTest extends PanelTestBase {
    private static final TripRow.Column TRIPS = TripRow.Column.ROUND_TRIPS;

    @Test
    void aFlipRedrawsTheFiguresItMovedAndLeavesTheRestWhereTheyWere() {
        Project start = SyntheticModels.generate(24, 48, 40, 11);
        // the first relationship whose flip moves the round trips of some patterns and changes the estimate of few
        Relationship flipped = start.model().relationships().stream().filter(r -> !movedTrips(start, r).isEmpty()
                && changedEstimates(start, r).size() < start.model().patterns().size() / 2).findFirst().orElseThrow();
        Map<String, double[]> moved = movedTrips(start, flipped);
        Set<String> changedEstimates = changedEstimates(start, flipped);
        // tall enough for four rows in view above the legend's line, kept while hidden (decision 0501)
        RoundTripsView trips = open(start, a -> new RoundTripsView(new RoundTripsViewModel(a)), 900, 352);
        List<String> ids = start.model().patterns().stream().map(p -> p.id()).toList();
        String changed = moved.keySet().iterator().next();
        int at = ids.indexOf(changed);
        // the changed pattern in the middle of what is shown, a row the flip leaves alone selected, as a user would click it
        interact(() -> trips.table().scrollTo(Math.max(0, at - 2)));
        String kept = visibleRows(trips).keySet().stream().filter(id -> !changedEstimates.contains(id) && !id.equals(TripRow.TOTALS_ID))
                .findFirst().orElseThrow();
        clickOn(nameCell(trips, kept));
        int firstShown = firstVisibleIndex(trips);
        Map<String, List<String>> before = visibleRows(trips);
        Map<String, javafx.geometry.Bounds> placesBefore = rowPlaces(trips);
        assertTrue(before.containsKey(changed), "the changed pattern's row is in view: " + before.keySet());
        assertTrue(before.size() < ids.size(), "the table scrolls: " + before.size() + " of " + ids.size() + " rows shown");
        List<ListChangeListener.Change<?>> listChanges = new ArrayList<>();
        interact(() -> trips.table().getItems().addListener((ListChangeListener<LiveTripRow>) listChanges::add));

        String id = flipped.id();
        flip(id, flippedMapping(project(), flipped));

        Map<String, List<String>> after = visibleRows(trips);
        double[] figures = moved.get(changed);
        assertEquals(Figure.write(figures[0], Figure.Format.COUNT) + " → " + Figure.write(figures[1], Figure.Format.COUNT),
                Seen.figure(this, trips.table(), changed, TRIPS.nodeId()), "the changed pattern shows its new round trips");
        for (var row : before.entrySet()) {
            if (changedEstimates.contains(row.getKey()) || row.getKey().equals(TripRow.TOTALS_ID)) continue;
            assertEquals(row.getValue(), after.get(row.getKey()), "the row of " + row.getKey() + " shows what it showed");
        }
        assertNotEquals(before.get(changed), after.get(changed));
        // rows are two lines high whether a struck-through figure shows or not: none grows (decision 0485)
        Map<String, javafx.geometry.Bounds> placesAfter = rowPlaces(trips);
        assertEquals(each(placesBefore, javafx.geometry.Bounds::getHeight), each(placesAfter, javafx.geometry.Bounds::getHeight),
                "every row in view keeps its height");
        assertEquals(each(placesBefore, javafx.geometry.Bounds::getMinY), each(placesAfter, javafx.geometry.Bounds::getMinY),
                "every row in view stays where it was on the screen");
        figuresSitInTheirColumns(trips, changed);
        figuresSitInTheirColumns(trips, kept);
        assertEquals(kept, trips.table().getSelectionModel().getSelectedItem().id(), "the selected row stays selected");
        assertEquals(firstShown, firstVisibleIndex(trips), "the table did not scroll");
        assertEquals(List.of(), listChanges, "the rows stayed in the table; only their figures changed");
    }

    /** The patterns whose round trips the flip of {@code r} moves, each with its round trips before and after. */
    private static Map<String, double[]> movedTrips(Project project, Relationship r) {
        Map<String, double[]> moved = new LinkedHashMap<>();
        Map<String, Double> before = new HashMap<>();
        for (PatternEstimate e : estimate(project, project.active()).patterns()) before.put(e.patternId(), (double) e.roundTrips());
        Design after = project.active().withMapping(r.id(), flippedMapping(project, r));
        for (PatternEstimate e : estimate(project, after).patterns()) {
            Double was = before.get(e.patternId());
            if (was != null && !Figure.write(was, Figure.Format.COUNT).equals(Figure.write(e.roundTrips(), Figure.Format.COUNT))) {
                moved.put(e.patternId(), new double[]{was, e.roundTrips()});
            }
        }
        return moved;
    }

    /** The patterns whose estimate the flip of {@code r} changes in any way. */
    private static Set<String> changedEstimates(Project project, Relationship r) {
        Set<PatternEstimate> before = new HashSet<>(estimate(project, project.active()).patterns());
        Design after = project.active().withMapping(r.id(), flippedMapping(project, r));
        Set<String> changed = new HashSet<>();
        for (PatternEstimate e : estimate(project, after).patterns()) if (!before.contains(e)) changed.add(e.patternId());
        return changed;
    }

    private static Estimate estimate(Project project, Design design) {
        return Estimator.estimate(project.model(), design, Profile.mongodb());
    }

    /** What the canvas's badge does: embedded becomes a reference from the child, anything else embedded. */
    private static Mapping flippedMapping(Project project, Relationship r) {
        Mapping current = project.active().mappingFor(r);
        return current.strategy().embedsChildren()
                ? new Mapping(new Reference(r.isManyToMany() ? Placement.IDS_ON_BOTH_SIDES : Placement.CHILD_HOLDS_PARENT_ID),
                current.precomputedCount())
                : Mapping.embed().withPrecomputedCount(current.precomputedCount());
    }

    /** Every row in view, by pattern id, with the texts of its cells as the user reads them. */
    private Map<String, List<String>> visibleRows(RoundTripsView trips) {
        Map<String, List<String>> rows = new LinkedHashMap<>();
        interact(() -> {
            trips.table().layout();
            VirtualFlow<?> flow = (VirtualFlow<?>) trips.table().lookup(".virtual-flow");
            for (int i = flow.getFirstVisibleCell().getIndex(); i <= flow.getLastVisibleCell().getIndex(); i++) {
                IndexedCell<?> cell = flow.getCell(i);
                if (!(cell instanceof TableRow<?> row) || !(row.getItem() instanceof LiveTripRow item)) continue;
                List<String> texts = new ArrayList<>();
                row.lookupAll(".table-cell").forEach(n -> texts.add(Seen.texts(n)));
                rows.put(item.id(), texts);
            }
        });
        return rows;
    }

    /** Where each row in view is on the screen (scene units), by pattern id. */
    private Map<String, javafx.geometry.Bounds> rowPlaces(RoundTripsView trips) {
        Map<String, javafx.geometry.Bounds> places = new LinkedHashMap<>();
        interact(() -> {
            trips.table().layout();
            for (javafx.scene.Node n : trips.table().lookupAll(".table-row-cell")) {
                if (n instanceof TableRow<?> row && row.isVisible() && row.getItem() instanceof LiveTripRow item) {
                    places.put(item.id(), row.localToScene(row.getLayoutBounds()));
                }
            }
        });
        return places;
    }

    private static Map<String, Double> each(Map<String, javafx.geometry.Bounds> places, java.util.function.ToDoubleFunction<javafx.geometry.Bounds> measure) {
        Map<String, Double> measured = new LinkedHashMap<>();
        places.forEach((id, place) -> measured.put(id, measure.applyAsDouble(place)));
        return measured;
    }

    /** Each figure of the row of {@code id} is drawn in its own column, as wide as the column, right-aligned in it. */
    private void figuresSitInTheirColumns(RoundTripsView trips, String id) {
        List<String> wrong = new ArrayList<>();
        interact(() -> {
            for (javafx.scene.Node n : trips.table().lookupAll(".table-row-cell")) {
                if (!(n instanceof TableRow<?> row && row.getItem() instanceof LiveTripRow item && item.id().equals(id))) continue;
                for (javafx.scene.Node c : row.lookupAll(".figure-cell")) {
                    javafx.scene.control.TableCell<?, ?> cell = (javafx.scene.control.TableCell<?, ?>) c;
                    javafx.scene.Node value = cell.lookup(".figure-value");
                    if (!cell.isVisible() || value == null || !value.isVisible()) continue;
                    javafx.geometry.Bounds inCell = cell.localToScene(cell.getLayoutBounds());
                    javafx.geometry.Bounds figure = value.localToScene(value.getLayoutBounds());
                    String column = cell.getTableColumn().getId();
                    if (Math.abs(cell.getWidth() - cell.getTableColumn().getWidth()) > 1) {
                        wrong.add(column + ": cell " + cell.getWidth() + " wide, column " + cell.getTableColumn().getWidth());
                    }
                    if (figure.getMinX() < inCell.getMinX() || inCell.getMaxX() - cell.snappedRightInset() - figure.getMaxX() > 1) {
                        wrong.add(column + ": figure at " + figure.getMinX() + "-" + figure.getMaxX() + ", cell " + inCell.getMinX() + "-" + inCell.getMaxX());
                    }
                }
            }
        });
        assertEquals(List.of(), wrong, "the figures of " + id + " sit right-aligned in their own columns");
    }

    /** The cell in the first column of the row of {@code id}, in view. */
    private javafx.scene.Node nameCell(RoundTripsView trips, String id) {
        javafx.scene.Node[] cell = new javafx.scene.Node[1];
        interact(() -> {
            for (javafx.scene.Node n : trips.table().lookupAll(".table-row-cell")) {
                if (n instanceof TableRow<?> row && row.getItem() instanceof LiveTripRow item && item.id().equals(id)) {
                    cell[0] = row.lookupAll(".table-cell").iterator().next();
                }
            }
        });
        assertTrue(cell[0] != null, "the row of " + id + " is in view");
        return cell[0];
    }

    private int firstVisibleIndex(RoundTripsView trips) {
        int[] first = new int[1];
        interact(() -> first[0] = ((VirtualFlow<?>) trips.table().lookup(".virtual-flow")).getFirstVisibleCell().getIndex());
        return first[0];
    }
}
