package dev.docshape.app.designer.canvas;

import dev.docshape.app.ui.ViewSubscriptions;
import dev.docshape.app.designer.diagram.DiagramCommands;
import dev.docshape.app.designer.diagram.EntityViewModel;
import dev.docshape.model.Entity;
import javafx.beans.InvalidationListener;
import javafx.css.PseudoClass;
import javafx.geometry.Insets;
import javafx.geometry.Point2D;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.scene.text.Text;

import java.util.List;


/**
 * One entity on the canvas: a card with its name, where it lives when it is embedded everywhere,
 * its fields, a button to add a field and a handle to drag a relationship from. All colours come
 * from the theme, through the style classes and pseudo-classes set here. At a zoom where its text
 * cannot be read the card is drawn as a {@link CardSketch} of its size, and its full body joins the
 * scene graph only when the zoom makes it readable, or the card is selected or edited
 * (decision 0514).
 */
public final class EntityView extends Region {
    static final PseudoClass SELECTED = PseudoClass.getPseudoClass("selected");
    static final PseudoClass NESTED = PseudoClass.getPseudoClass("nested");
    static final double MIN_WIDTH = dev.docshape.renderer.diagram.CardPlaces.CARD_MIN_WIDTH;
    /** From this zoom on a card's text can be read (field names of 12.5 px are 5 px on the screen there): full cards. */
    public static final double DETAIL_ZOOM = 0.4;
    private static final double HANDLE = 16;
    static final Insets HOST_MARGIN = new Insets(4, 12, 0, 12);
    static final Insets ADD_MARGIN = new Insets(2, 12, 7, 12);

    private final EntityViewModel vm;
    private final DiagramCommands commands;
    private final VBox body = new VBox();
    private final HBox header = new HBox();
    private final Text name = new Text();
    private final Text host = new Text();
    private final FieldsView fields;
    private final KeptView kept = new KeptView();
    private final Text addField = new Text("+ field");
    private final Region linkHandle = new Region();
    private final ViewSubscriptions subscriptions = new ViewSubscriptions();
    private CardSketch sketch;
    private final CardTip tip = new CardTip(this);
    private boolean readable = true;
    private boolean pinned;
    private boolean detailed;

    EntityView(EntityViewModel vm, DiagramCommands commands, CanvasGestures gestures) {
        this.vm = vm;
        this.commands = commands;
        this.fields = new FieldsView(vm.id(), commands, gestures, tip::field);
        getStyleClass().add("entity");
        // no id of its own: JavaFX matches a node's id against every style sheet and keys its style cache by it;
        // the window and the tests find a card through DiagramCanvas.entityView (decision 0384)
        // drawn once into a bitmap and reused: a drag repaints the area under the moved entity and
        // its relationships, and blitting the cards there is much cheaper than drawing them again
        setCache(true);
        body.getStyleClass().add("entity-body");
        header.getStyleClass().add("entity-header");
        name.getStyleClass().add("entity-name");
        host.getStyleClass().add("entity-host");
        addField.getStyleClass().add("entity-add-field");
        addField.setOnMouseClicked(e -> {
            if (e.getButton() == javafx.scene.input.MouseButton.PRIMARY && e.isStillSincePress()) {
                fields.addAndEdit();
                e.consume();
            }
        });
        linkHandle.getStyleClass().add("link-handle");
        Tooltip.install(linkHandle, LINK_TIP);
        header.getChildren().add(name);
        VBox.setMargin(host, HOST_MARGIN);
        VBox.setMargin(addField, ADD_MARGIN);
        body.getChildren().addAll(header, host, fields, kept, addField);

        layoutXProperty().bind(vm.x());
        layoutYProperty().bind(vm.y());
        subscriptions.add(() -> {
            layoutXProperty().unbind();
            layoutYProperty().unbind();
        });
        subscriptions.add(vm.entityProperty().subscribe((old, now) -> {
            show(now, old);
            sizeWhileOut();
        }));
        subscriptions.add(vm.selected().subscribe((was, is) -> {
            pseudoClassStateChanged(SELECTED, is);
            showDetail();
        }));
        subscriptions.add(vm.hostName().subscribe((old, now) -> {
            showHost(now);
            sizeWhileOut();
        }));
        subscriptions.add(vm.tint().subscribe((old, now) -> showTint(old.intValue(), now.intValue())));
        subscriptions.add(vm.kept().subscribe((old, now) -> {
            kept.show(now);
            sizeWhileOut();
        }));
        kept.show(vm.kept().get());
        subscriptions.add(layoutBoundsProperty().subscribe((old, now) -> {
            vm.width().set(now.getWidth());
            vm.height().set(now.getHeight());
        }));
        // a sketch takes the size the canvas computed for the card (CardSizer)
        InvalidationListener resized = obs -> {
            if (!sizesItself()) requestLayout();
        };
        vm.width().addListener(resized);
        vm.height().addListener(resized);
        subscriptions.add(() -> {
            vm.width().removeListener(resized);
            vm.height().removeListener(resized);
        });
        pseudoClassStateChanged(SELECTED, vm.selected().get());
        show(vm.entity(), null);
        showDetail();
        showHost(vm.hostName().get());
        showTint(-1, vm.tint().get());

        DoubleClick nameClicks = new DoubleClick();
        name.setOnMouseClicked(e -> {
            if (nameClicks.test(e)) {
                startRename();
                e.consume();
            }
        });
        setOnMousePressed(e -> gestures.entityPressed(vm, e));
        setOnMouseDragged(e -> gestures.entityDragged(vm, e));
        setOnMouseReleased(e -> gestures.entityReleased(vm, e));
        linkHandle.setOnMousePressed(e -> { gestures.linkPressed(vm, e); e.consume(); });
        linkHandle.setOnMouseDragged(e -> { gestures.linkDragged(vm, e); e.consume(); });
        linkHandle.setOnMouseReleased(e -> { gestures.linkReleased(vm, e); e.consume(); });
    }

    private static final Tooltip LINK_TIP = new Tooltip("Drag to another entity to add a relationship");

    /** Stops listening to the view model: the entity left the canvas. */
    void dispose() {
        subscriptions.dispose();
    }

    public EntityViewModel viewModel() {
        return vm;
    }

    /** Swaps the name for a text field; Enter renames the entity. */
    public void startRename() {
        pin();
        InlineEditor.edit(name, text -> commands.renameEntity(vm.id(), text));
    }

    /** Starts renaming the field at {@code index} in place. */
    public void startFieldRename(int index) {
        pin();
        fields.startRename(index, false);
    }

    /** Adds a field at the end and starts naming it in place (quick entry: {@code email: string}). */
    public void addFieldAndEdit() {
        pin();
        fields.addAndEdit();
    }

    /** Where field {@code index}'s name ({@code type} false) or type is drawn, in scene coordinates. */
    public Point2D fieldPoint(int index, boolean type) {
        pin();
        return fields.localToScene(fields.rowCenter(index, type));
    }

    /** Whether the full card is shown, not its sketch. */
    public boolean detailed() {
        return detailed;
    }

    /** The view was zoomed to {@code zoom}: below {@link #DETAIL_ZOOM} the card is sketched unless selected or edited. */
    void zoomed(double zoom) {
        readable = zoom >= DETAIL_ZOOM;
        showDetail();
        if (sketch != null) sketch.setZoom(zoom);
    }

    /** Whether the card's size comes from its full body, laid out; else from the view model, as {@link CardSizer} computed it. */
    boolean sizesItself() {
        return body.getParent() == this;
    }

    /** A card edited in place stays full whatever the zoom: the editor lives in its body. */
    private void pin() {
        pinned = true;
        showDetail();
    }

    /** Shows the full card or its sketch, as the zoom, the selection and editing ask. */
    private void showDetail() {
        // not for the pointer: a full card is no more readable than its sketch at this zoom (decision 0521)
        boolean full = readable || pinned || vm.selected().get();
        if (full == detailed && (full || sketch != null)) return;
        detailed = full;
        if (full) addBody();
        else if (sketch == null) {
            sketch = new CardSketch();
            sketch.show(vm.entity());
            getChildren().add(sketch);
        }
        body.setVisible(full);
        linkHandle.setVisible(full);
        if (sketch != null) sketch.setVisible(!full);
        if (getScene() != null) {
            // styled and laid out in the frame that shows it, as a card that is made
            applyCss();
            autosize();
            layout();
        }
    }

    /** The full body joins the scene graph, once; it stays (hidden while sketched) and sizes the card from then on. */
    private void addBody() {
        if (sizesItself()) return;
        getChildren().addAll(0, List.of(body, linkHandle));
        requestLayout();
    }

    /** The fonts and insets the theme gave this card, from which {@link CardSizer} sizes cards without their nodes. */
    CardMetrics metrics() {
        if (!sizesItself()) {
            addBody();
            body.setVisible(detailed);
            linkHandle.setVisible(detailed);
            if (getScene() != null) applyCss();
        }
        var window = getScene() == null ? null : getScene().getWindow();
        return new CardMetrics(CardMetrics.Style.of(name), CardMetrics.Style.of(host), CardMetrics.Style.of(fields.names),
                CardMetrics.Style.of(fields.types), CardMetrics.Style.of(kept.names), CardMetrics.Style.of(kept.types),
                CardMetrics.Style.of(addField), addField.getText(), body.getInsets(), body.getSpacing(), header.getInsets(),
                fields.getInsets(), kept.getInsets(), window == null ? 1 : window.getRenderScaleX(),
                window == null ? 1 : window.getRenderScaleY());
    }

    private void show(Entity entity, Entity old) {
        name.setText(entity.name());
        setAccessibleText(entity.name());
        if (sketch != null) sketch.show(entity);
        if (old == null || !old.fields().equals(entity.fields())) fields.show(entity.fields());
        showDescription(entity.description());
    }

    /** The entity's description as the card's tooltip (decision 0556), a field's where the pointer is on one (0578). */
    private void showDescription(String text) {
        tip.entity(text);
    }


    /** Out of view the card is out of the scene graph (decision 0387), where nothing lays it out: it sizes itself. */
    private void sizeWhileOut() {
        if (getParent() != null) return;
        autosize();
        layout();
    }

    private void showHost(String hostName) {
        boolean nested = hostName != null;
        pseudoClassStateChanged(NESTED, nested);
        host.setText(nested ? "lives in " + hostName : "");
        host.setVisible(nested);
        host.setManaged(nested);
    }

    private void showTint(int old, int now) {
        if (old >= 0) getStyleClass().remove("tint-" + old);
        if (now >= 0) getStyleClass().add("tint-" + now);
    }

    @Override
    protected double computePrefWidth(double height) {
        return sizesItself() ? Math.max(MIN_WIDTH, body.prefWidth(-1)) : vm.width().get();
    }

    @Override
    protected double computePrefHeight(double width) {
        return sizesItself() ? body.prefHeight(width) : vm.height().get();
    }

    @Override
    protected void layoutChildren() {
        double w = getWidth();
        if (sketch != null) sketch.resizeRelocate(0, 0, w, getHeight());
        if (!sizesItself()) return;
        body.resizeRelocate(0, 0, w, getHeight());
        double headerHeight = header.getHeight() > 0 ? header.getHeight() : 28;
        linkHandle.resizeRelocate(w - HANDLE / 2, headerHeight / 2 - HANDLE / 2, HANDLE, HANDLE);
    }
}
