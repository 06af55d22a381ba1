package dev.docshape.app.designer.imports;

import dev.docshape.app.ui.tasks.JobState;
import dev.docshape.app.ui.tasks.TaskRunner;
import dev.docshape.model.Project;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
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
    private final ObjectProperty<Page> page = new SimpleObjectProperty<>(this, "page", Page.WORKING);
    private final JobState job;
    private final ReadOnlyBooleanWrapper closed = new ReadOnlyBooleanWrapper(this, "closed");
    private final ReadOnlyObjectWrapper<ImportReview> review = new ReadOnlyObjectWrapper<>(this, "review");
    private final ObservableList<ImportReview.EntityRow> entities = FXCollections.observableArrayList();
    private final ObservableList<ReviewedRelationship> relationships = FXCollections.observableArrayList();
    private Consumer<String> onFailure = message -> { };
    private Runnable onCancelled = () -> { };
    private CreateAction onCreate = (project, source, opened) -> opened.run();

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
        this.job = new JobState(Objects.requireNonNull(tasks, "tasks"), "");
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
        job.start(message, work::run, this::show,
                () -> {
                    backOrClose(back);
                    onCancelled.run();
                },
                error -> {
                    backOrClose(back);
                    onFailure.accept(error);
                });
    }

    /** After a failure or Cancel: back to the page the work started from (to try again), or closed. */
    private void backOrClose(Page back) {
        if (back == null) close();
        else page.set(back);
    }

    /** Shows {@code found} for review. */
    void show(ImportReview found) {
        review.set(found);
        entities.setAll(found.entities());
        relationships.setAll(found.relationships().stream().map(ReviewedRelationship::of).toList());
        job.say(found.entities().size() + " entities and " + found.relationships().size() + " relationships found in " + found.source());
        page.set(Page.REVIEW);
    }

    /** Makes the project from the choices and hands it to the designer; the wizard closes once it is open there. */
    public void create() {
        ImportReview r = review.get();
        if (r == null || job.isRunning()) return;
        Project project;
        try {
            project = r.build(relationships.stream().map(ReviewedRelationship::choice).toList());
        } catch (RuntimeException e) {
            job.fail("Cannot make the model: " + e.getMessage());
            return;
        }
        onCreate.create(project, r.source(), this::close);
    }

    /** Cancel: stops a running import (the wizard closes when it has stopped), or closes the wizard. */
    public void cancel() {
        if (job.isRunning()) {
            job.say("Cancelling…");
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

    /** The import running: progress and status. */
    public JobState job() {
        return job;
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
