package dev.docshape.app.designer.imports;

import dev.docshape.app.ui.tasks.TaskRunner;
import dev.docshape.model.Project;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyDoubleProperty;
import javafx.beans.property.ReadOnlyDoubleWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleObjectProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

import java.util.Objects;
import java.util.function.Consumer;

/**
 * The import wizard's state: the page it shows (connect, working with progress and Cancel,
 * review), the review's entities and relationships with the user's choices, and what happens on
 * Create (the project goes to the designer) and on Cancel (a running import stops, nothing is made).
 */
public final class ImportWizardViewModel {
    /** The wizard's pages. */
    public enum Page { CONNECT, WORKING, REVIEW }

    private final String title;
    private final TaskRunner tasks;
    private final ObjectProperty<Page> page = new SimpleObjectProperty<>(this, "page", Page.WORKING);
    private final ReadOnlyDoubleWrapper progress = new ReadOnlyDoubleWrapper(this, "progress", -1);
    private final ReadOnlyStringWrapper status = new ReadOnlyStringWrapper(this, "status", "");
    private final ReadOnlyBooleanWrapper running = new ReadOnlyBooleanWrapper(this, "running");
    private final ReadOnlyBooleanWrapper closed = new ReadOnlyBooleanWrapper(this, "closed");
    private final ReadOnlyObjectWrapper<ImportReview> review = new ReadOnlyObjectWrapper<>(this, "review");
    private final ObservableList<ImportReview.EntityRow> entities = FXCollections.observableArrayList();
    private final ObservableList<ReviewedRelationship> relationships = FXCollections.observableArrayList();
    private final ProgressPoster poster = new ProgressPoster();
    private Consumer<String> onFailure = message -> { };
    private Runnable onCancelled = () -> { };
    private CreateAction onCreate = (project, source, opened) -> opened.run();
    private TaskRunner.Job job;

    /** What Create does with the project: open it in the designer, then run {@code opened} (which closes the wizard). */
    @FunctionalInterface
    public interface CreateAction {
        void create(Project project, String source, Runnable opened);
    }

    /** Work that makes the review, reporting progress. */
    @FunctionalInterface
    public interface ReviewWork {
        ImportReview run(TaskRunner.Progress progress) throws Exception;
    }

    public ImportWizardViewModel(String title, TaskRunner tasks) {
        this.title = Objects.requireNonNull(title, "title");
        this.tasks = Objects.requireNonNull(tasks, "tasks");
    }

    void setOnFailure(Consumer<String> onFailure) {
        this.onFailure = onFailure;
    }

    void setOnCancelled(Runnable onCancelled) {
        this.onCancelled = onCancelled;
    }

    void setOnCreate(CreateAction onCreate) {
        this.onCreate = onCreate;
    }

    public String title() {
        return title;
    }

    /**
     * Runs {@code work} with progress and Cancel; its review is shown. On failure or Cancel the
     * wizard goes back to its connect page, or closes when it has none; a failure is reported.
     */
    public void run(String message, ReviewWork work) {
        Page back = page.get() == Page.CONNECT ? Page.CONNECT : null;
        page.set(Page.WORKING);
        running.set(true);
        progress.set(-1);
        status.set(message);
        job = tasks.start(work::run, poster.to(this::showProgress, tasks.ui()), this::show,
                () -> {
                    finish();
                    backOrClose(back);
                    onCancelled.run();
                },
                error -> {
                    finish();
                    backOrClose(back);
                    onFailure.accept(error.getMessage() == null || error.getMessage().isBlank() ? error.toString() : error.getMessage());
                });
    }

    /** After a failure or Cancel: back to the page the work started from (to try again), or closed. */
    private void backOrClose(Page back) {
        if (back == null) close();
        else page.set(back);
    }

    private void showProgress(String phase, long done, long total) {
        if (!running.get()) return;
        status.set(phase.isEmpty() ? status.get() : Character.toUpperCase(phase.charAt(0)) + phase.substring(1) + "…");
        progress.set(total > 0 ? Math.min(1.0, (double) done / total) : -1);
    }

    private void finish() {
        running.set(false);
        job = null;
    }

    /** Shows {@code found} for review. */
    void show(ImportReview found) {
        finish();
        review.set(found);
        entities.setAll(found.entities());
        relationships.setAll(found.relationships().stream().map(ReviewedRelationship::new).toList());
        status.set(found.entities().size() + " entities and " + found.relationships().size() + " relationships found in " + found.source());
        page.set(Page.REVIEW);
    }

    /** Makes the project from the choices and hands it to the designer; the wizard closes once it is open there. */
    public void create() {
        ImportReview r = review.get();
        if (r == null || running.get()) return;
        Project project;
        try {
            project = r.build(relationships.stream().map(ReviewedRelationship::choice).toList());
        } catch (RuntimeException e) {
            status.set("Cannot make the model: " + e.getMessage());
            return;
        }
        onCreate.create(project, r.source(), this::close);
    }

    /** Cancel: stops a running import (the wizard closes when it has stopped), or closes the wizard. */
    public void cancel() {
        if (job != null) {
            status.set("Cancelling…");
            job.cancel();
        } else {
            close();
        }
    }

    void close() {
        closed.set(true);
    }

    public ObjectProperty<Page> page() {
        return page;
    }

    /** 0..1, or -1 while the amount of work is unknown. */
    public ReadOnlyDoubleProperty progress() {
        return progress.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty status() {
        return status.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty running() {
        return running.getReadOnlyProperty();
    }

    /** True once the wizard is done (created, cancelled or failed); the view closes its window. */
    public ReadOnlyBooleanProperty closed() {
        return closed.getReadOnlyProperty();
    }

    public ReadOnlyObjectProperty<ImportReview> review() {
        return review.getReadOnlyProperty();
    }

    public ObservableList<ImportReview.EntityRow> entities() {
        return entities;
    }

    public ObservableList<ReviewedRelationship> relationships() {
        return relationships;
    }
}
