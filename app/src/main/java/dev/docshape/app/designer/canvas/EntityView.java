package dev.docshape.app.designer.canvas;

import dev.docshape.app.ui.ViewSubscriptions;
import dev.docshape.app.designer.diagram.DiagramCommands;
import dev.docshape.app.designer.diagram.EntityViewModel;
import dev.docshape.model.Entity;
import javafx.css.PseudoClass;
import javafx.geometry.Insets;
import javafx.geometry.Point2D;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.scene.text.Text;


/**
 * One entity on the canvas: a card with its name, where it lives when it is embedded everywhere,
 * its fields, a button to add a field and a handle to drag a relationship from. All colours come
 * from the theme, through the style classes and pseudo-classes set here.
 */
public final class EntityView extends Region {
    static final PseudoClass SELECTED = PseudoClass.getPseudoClass("selected");
    static final PseudoClass NESTED = PseudoClass.getPseudoClass("nested");
    static final double MIN_WIDTH = 170;
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

    EntityView(EntityViewModel vm, DiagramCommands commands, CanvasGestures gestures) {
        this.vm = vm;
        this.commands = commands;
        this.fields = new FieldsView(vm.id(), commands, gestures);
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
        getChildren().addAll(body, linkHandle);

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
        subscriptions.add(vm.selected().subscribe((was, is) -> pseudoClassStateChanged(SELECTED, is)));
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
        pseudoClassStateChanged(SELECTED, vm.selected().get());
        show(vm.entity(), null);
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
        InlineEditor.edit(name, text -> commands.renameEntity(vm.id(), text));
    }

    /** Starts renaming the field at {@code index} in place. */
    public void startFieldRename(int index) {
        fields.startRename(index, false);
    }

    /** Adds a field at the end and starts naming it in place (quick entry: {@code email: string}). */
    public void addFieldAndEdit() {
        fields.addAndEdit();
    }

    /** Where field {@code index}'s name ({@code type} false) or type is drawn, in scene coordinates. */
    public Point2D fieldPoint(int index, boolean type) {
        return fields.localToScene(fields.rowCenter(index, type));
    }

    /** The fonts and insets the theme gave this card, from which {@link CardSizer} sizes cards without their nodes. */
    CardMetrics metrics() {
        var window = getScene() == null ? null : getScene().getWindow();
        return new CardMetrics(CardMetrics.Style.of(name), CardMetrics.Style.of(host), CardMetrics.Style.of(fields.names),
                CardMetrics.Style.of(fields.types), CardMetrics.Style.of(kept.names), CardMetrics.Style.of(kept.types),
                CardMetrics.Style.of(addField), addField.getText(), body.getInsets(), body.getSpacing(), header.getInsets(),
                fields.getInsets(), kept.getInsets(), window == null ? 1 : window.getRenderScaleX(),
                window == null ? 1 : window.getRenderScaleY());
    }

    private void show(Entity entity, Entity old) {
        name.setText(entity.name());
        if (old == null || !old.fields().equals(entity.fields())) fields.show(entity.fields());
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
        return Math.max(MIN_WIDTH, body.prefWidth(-1));
    }

    @Override
    protected double computePrefHeight(double width) {
        return body.prefHeight(width);
    }

    @Override
    protected void layoutChildren() {
        double w = getWidth();
        body.resizeRelocate(0, 0, w, getHeight());
        double headerHeight = header.getHeight() > 0 ? header.getHeight() : 28;
        linkHandle.resizeRelocate(w - HANDLE / 2, headerHeight / 2 - HANDLE / 2, HANDLE, HANDLE);
    }
}
