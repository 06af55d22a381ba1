package dev.docshape.app.designer.testing;

import dev.docshape.app.testing.FxWait;
import dev.docshape.app.designer.canvas.EntityView;
import dev.docshape.app.designer.canvas.RelationshipView;
import dev.docshape.model.Position;
import javafx.geometry.Point2D;
import javafx.scene.Node;
import javafx.scene.input.KeyCode;
import javafx.scene.text.Text;
import org.testfx.api.FxRobot;
import org.testfx.service.query.NodeQuery;
import org.testfx.util.WaitForAsyncUtils;

/**
 * A designer window ({@link DesignerWindowTestBase}) and the steps the journeys share: finding cards, lines and badges,
 * clicking and typing as a user does, reading the canvas, the side panel and the menus.
 */
public abstract class DesignerTestBase extends DesignerWindowTestBase {
    /** Types {@code text} over what a box holds (empty: clears it) and commits it with Enter, as a user does. */
    protected void typeOver(javafx.scene.control.TextField box, String text) {
        clickOn(box);
        push(KeyCode.SHORTCUT, KeyCode.A);
        if (text.isEmpty()) type(KeyCode.BACK_SPACE);
        else write(text);
        type(KeyCode.ENTER);
    }

    /** What the status bar says. */
    protected String statusText() {
        return lookup("#status-message").queryLabeled().getText();
    }

    /** The name on an entity's card. */
    protected Text nameOnCard(String entityId) {
        return entityCard(entityId).lookup(".entity-name").queryAs(Text.class);
    }

    /** A relationship's caption on the canvas. */
    protected Text relationshipLabel(String relationshipId) {
        return relationshipLine(relationshipId).lookup(".relationship-label").queryAs(Text.class);
    }

    /**
     * An entity's card while it is in the scene (none when deleted or out of view). Cards, lines and badges
     * carry no id of their own, which would make JavaFX style each of them afresh (decision 0384): they are
     * found through the canvas.
     */
    protected NodeQuery entityCard(String entityId) {
        return inScene(entityView(entityId));
    }

    /** A relationship's line while it is in the scene. */
    protected NodeQuery relationshipLine(String relationshipId) {
        return inScene(relationshipView(relationshipId));
    }

    /** The clickable badge naming a relationship's mapping, while it is in the scene. */
    protected NodeQuery mappingBadge(String relationshipId) {
        RelationshipView view = relationshipView(relationshipId);
        return inScene(view == null ? null : view.badge());
    }

    private NodeQuery inScene(Node node) {
        return from(node == null || node.getScene() == null ? java.util.List.of() : java.util.List.of(node));
    }

    /** Clicks an entity's name on its card, as a user selects it. */
    protected void clickEntity(String entityId) {
        clickOn(nameOnCard(entityId));
    }

    /** Clicks a relationship's badge, as a user selects it. */
    protected void clickRelationship(String relationshipId) {
        clickOn(relationshipLabel(relationshipId));
    }

    /** Makes an entity on the canvas with the keyboard (Ctrl+E, its name, Enter). */
    protected void newEntity(String name) {
        push(KeyCode.SHORTCUT, KeyCode.E);
        write(name).type(KeyCode.ENTER);
    }

    /** Replaces the text being edited with {@code text} and presses Enter, as a user retypes a value. */
    protected FxRobot retype(String text) {
        push(KeyCode.SHORTCUT, KeyCode.A);
        return write(text).type(KeyCode.ENTER);
    }

    /** Renames an entity in place on the canvas: a double click on its name, the new name, Enter. */
    protected void renameOnCanvas(String entityId, String name) {
        doubleClick(nameOnCard(entityId));
        FxWait.until("the name's in-place editor", () -> lookup(".inline-editor").tryQuery().map(Node::isFocused).orElse(false));
        retype(name);
    }

    /**
     * A double-click as the platform counts one: two clicks at one point within its double-click time. Both clicks are
     * handed to the window at once; TestFX's {@code doubleClickOn} waits for the window between them, which on a loaded
     * machine can take longer than that time, and the window then sees two single clicks.
     */
    protected void doubleClick(Node node) {
        moveTo(node);
        org.testfx.robot.MouseRobot mouse = robotContext().getMouseRobot();
        for (int click = 0; click < 2; click++) {
            mouse.pressNoWait(javafx.scene.input.MouseButton.PRIMARY);
            mouse.releaseNoWait(javafx.scene.input.MouseButton.PRIMARY);
        }
        WaitForAsyncUtils.waitForFxEvents();
    }

    /** Clicks the header of the side panel's tab {@code id} ({@code tab-trips}), as the user would. */
    protected void showSideTab(String id) {
        clickOn((Node) lookup(".tab-header-area #" + id).query());
        WaitForAsyncUtils.waitForFxEvents();
    }

    /**
     * The line of member {@code field} of the preview's example document of {@code collection}, as the preview shows it
     * (a trailing comma dropped); the inspector's tab is shown again after.
     */
    protected String previewLine(String collection, String field) {
        showSideTab("tab-preview");
        interact(() -> lookup("#preview-collection").queryAs(javafx.scene.control.ComboBox.class).getSelectionModel().select(collection));
        java.util.List<String> lines = dev.docshape.app.analysis.testing.Seen.treeLines(this, lookup("#preview-json").queryAs(javafx.scene.Parent.class));
        String line = lines.stream().filter(l -> l.startsWith("\"" + field + "\"")).findFirst()
                .orElseThrow(() -> new AssertionError("no " + field + " in the preview: " + lines));
        showSideTab("tab-inspector");
        return line.endsWith(",") ? line.substring(0, line.length() - 1) : line;
    }

    /** The text a labeled control draws, after any shortening to its width ("war…"). */
    protected static String drawn(javafx.scene.control.Labeled labeled) {
        return labeled.lookup(".text") instanceof Text t ? t.getText() : "";
    }

    /** The canvas's view in scene coordinates: its area less the scroll bars. */
    public javafx.geometry.Bounds canvasView() {
        javafx.geometry.Bounds[] b = new javafx.geometry.Bounds[1];
        interact(() -> b[0] = canvas().localToScene(new javafx.geometry.BoundingBox(0, 0, canvas().viewWidth(), canvas().viewHeight())));
        return b[0];
    }

    /** An entity's card, as the canvas gives it: made on the JavaFX thread if it has not come into view yet (decision 0385). */
    protected EntityView entityView(String id) {
        return onFxThread(() -> canvas().entityView(id), "the card of " + id);
    }

    /** A relationship's line, made (on the JavaFX thread) if it has not come into view yet; null when there is no such relationship. */
    protected RelationshipView relationshipView(String id) {
        return onFxThread(() -> canvas().relationshipView(id), "the line of " + id);
    }

    /** Asks the canvas on the JavaFX thread, where views are made: at once from that thread, else waiting for it. */
    private static <T> T onFxThread(java.util.concurrent.Callable<T> ask, String what) {
        try {
            if (javafx.application.Platform.isFxApplicationThread()) return ask.call();
            return WaitForAsyncUtils.asyncFx(ask).get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError(what, e);
        } catch (Exception e) {
            throw new AssertionError(what, e);
        }
    }

    /** The screen point of a canvas point. */
    protected Point2D screenOf(double canvasX, double canvasY) {
        double z = vm.viewport().zoom().get();
        return canvas().localToScreen(vm.viewport().offsetX().get() + canvasX * z, vm.viewport().offsetY().get() + canvasY * z);
    }

    /** The screen point at the centre of a node. */
    protected Point2D centreOf(Node node) {
        var b = node.localToScreen(node.getBoundsInLocal());
        return new Point2D(b.getCenterX(), b.getCenterY());
    }

    /** The screen point of field {@code index}'s name, or its type, on the canvas. */
    protected Point2D fieldPoint(String entityId, int index, boolean type) {
        Point2D scene = entityView(entityId).fieldPoint(index, type);
        return window.scene().getRoot().localToScreen(scene);
    }

    /** The field names the canvas shows for an entity, in order. */
    protected java.util.List<String> fieldsShown(String entityId) {
        String text = entityCard(entityId).lookup(".field-names").queryAs(javafx.scene.text.Text.class).getText();
        return text.isEmpty() ? java.util.List.of() : java.util.List.of(text.split("\n"));
    }

    protected Position positionOf(String entityId) {
        return project().model().requireEntity(entityId).position();
    }

    /** The names of an entity's fields in the model, in order, joined by commas. */
    protected String fieldNames(String entityId) {
        return String.join(",", project().model().requireEntity(entityId).fields().stream().map(f -> f.name()).toList());
    }

    /** The menu bar's item with {@code id}, in a menu or one of its submenus. */
    protected javafx.scene.control.MenuItem menuItem(String id) {
        java.util.Deque<javafx.scene.control.MenuItem> open = new java.util.ArrayDeque<>(window.view().menuBar().getMenus());
        while (!open.isEmpty()) {
            javafx.scene.control.MenuItem item = open.pop();
            if (id.equals(item.getId())) return item;
            if (item instanceof javafx.scene.control.Menu menu) open.addAll(menu.getItems());
        }
        throw new java.util.NoSuchElementException("no menu item " + id);
    }

    /** Opens File > Export as a user does; returns the Export item of the File menu, its submenu showing. */
    protected Node openFileExport() {
        clickOn("#menu-file");
        WaitForAsyncUtils.waitForFxEvents();
        Node submenu = showing("#menu-export");
        clickOn(submenu);
        WaitForAsyncUtils.waitForFxEvents();
        return submenu;
    }

    /** Clicks File > Export > {@code action}'s item as a user does, moving into the submenu sideways. */
    protected void fileExport(dev.docshape.app.designer.actions.DesignerAction action) {
        Node submenu = openFileExport();
        Node item = showing("#menu-" + action.nodeId());
        // crossing the File menu's other items on the way down would close the submenu
        var from = submenu.localToScreen(submenu.getBoundsInLocal());
        var to = item.localToScreen(item.getBoundsInLocal());
        moveTo(new Point2D(to.getMinX() + 12, from.getCenterY()));
        clickOn(item);
        WaitForAsyncUtils.waitForFxEvents();
    }

    /** The node of a menu item in an open menu (closed menus keep theirs, out of any window). */
    protected Node showing(String query) {
        return lookup(query).match((Node n) -> n.getScene() != null && n.getScene().getWindow() != null
                && n.getScene().getWindow().isShowing()).query();
    }

    /** Whether the menu bar's top menu {@code menuId} lists {@code action} itself (not in a submenu). */
    protected boolean inMenu(String menuId, dev.docshape.app.designer.actions.DesignerAction action) {
        String id = "menu-" + action.nodeId();
        return ((javafx.scene.control.Menu) menuItem(menuId)).getItems().stream().anyMatch(i -> id.equals(i.getId()));
    }

    /** The context menu on screen. */
    protected javafx.scene.control.ContextMenu shownContextMenu() {
        return listTargetWindows().stream().filter(w -> w instanceof javafx.scene.control.ContextMenu && w.isShowing())
                .map(w -> (javafx.scene.control.ContextMenu) w).findFirst().orElseThrow();
    }
}
