package dev.docshape.app.designer;

import dev.docshape.app.testing.FxWait;
import dev.docshape.app.analysis.testing.Seen;
import dev.docshape.app.analysis.trips.TripRow;
import dev.docshape.model.Project;
import dev.docshape.model.Relationship;
import dev.docshape.model.pattern.ReadPattern;
import dev.docshape.model.pattern.Selection;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Issue 15: right after the drop of a long drag on a large model the lines that did not move are still drawn from
 * their picture for a few frames (decision 0458). A press on the mapping badge of such a line flips the mapping, as a
 * press on a badge drawn from its view does (decision 0485); it used to select the line only.
 */
class BadgeRightAfterDropTest extends StillLinesTestBase {
    private static final String DRAGGED = "e15";
    private static final String PATTERN = "children";
    private static final String DOCS_READ = TripRow.Column.DOCS_READ.nodeId();

    @Test
    void aPressOnTheBadgeOfAStillLineRightAfterTheDropFlipsTheMapping() {
        showCrissCross();
        String target = badgeOfAStillLineFarFrom(DRAGGED).relationshipId();
        showCrissCross(readingAcross(crissCross().model().requireRelationship(target)));
        showSideTab("tab-trips");
        FxWait.until("the trips table shows the pattern", () -> !Seen.tripsTable(this).getItems().isEmpty());
        PointOnLine badge = badgeOfAStillLineFarFrom(DRAGGED);
        assertEquals(target, badge.relationshipId(), "the same line is the farthest when the workload reads across it");

        boolean pressedOnPicture = false;
        for (int attempt = 0; attempt < 3 && !pressedOnPicture; attempt++) {
            boolean embeddedBefore = embedded(target);
            String badgeBefore = relationshipView(target).badgeText();
            String docsBefore = Seen.tripsFigure(this, PATTERN, DOCS_READ);
            pressedOnPicture = clickRightAfterTheDropOfALongDrag(DRAGGED, badge.onScreen());
            if (!pressedOnPicture) continue;

            assertNotEquals(embeddedBefore, embedded(target), "the press on the badge right after the drop flips the mapping");
            assertNotEquals(badgeBefore, relationshipView(target).badgeText(), "the badge names the new mapping");
            assertEquals(List.of(target), vm.selection().relationshipIds(), "the flipped line is selected");
            FxWait.until("the trips row shows what the flip moved", () -> docsReadCell().endsWith("\n" + docsBefore));
            String moved = Seen.figure(this, Seen.tripsTable(this), PATTERN, DOCS_READ);
            assertTrue(moved.startsWith(docsBefore + " → ") && !moved.equals(docsBefore + " → " + docsBefore),
                    "the trips row shows the new figure over the old one struck through: " + moved);
        }
        assertTrue(pressedOnPicture, "the press came while the still lines were drawn from the picture");
        FxWait.until("every line is drawn from its view again", () -> !pictureShown() && linesHiddenInTheScene() == 0);
    }

    /** The cell of the documents the pattern reads: the figure, and the one before struck through under it after a change. */
    private String docsReadCell() {
        return Seen.tableCell(this, Seen.tripsTable(this), PATTERN, DOCS_READ);
    }

    private boolean embedded(String relationshipId) {
        boolean[] embedded = new boolean[1];
        interact(() -> embedded[0] = vm.diagram().relationships().get(relationshipId).isEmbedded());
        return embedded[0];
    }

    /** The criss-cross model with one pattern: the children of a parent, found through {@code across}. */
    private static Project readingAcross(Relationship across) {
        Project project = crissCross();
        ReadPattern children = new ReadPattern(PATTERN, "children of a parent", 50, across.child(), Selection.FILTER,
                across.id(), 20, 0, List.of(), List.of(), List.of());
        return project.withModel(project.model().withPatterns(List.of(children)));
    }
}
