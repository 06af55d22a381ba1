package dev.docshape.app.ui.tasks;

import javafx.css.PseudoClass;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressBar;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;

/** The controls every panel shows for its {@link JobState}: a progress bar while it runs, and its status line. */
public final class JobViews {
    private static final PseudoClass FAILED = PseudoClass.getPseudoClass("failed");

    private JobViews() {
    }

    /** A bar that fills the row, visible while the job runs. */
    public static ProgressBar progressBar(String id, JobState job) {
        ProgressBar bar = new ProgressBar();
        bar.setId(id);
        bar.progressProperty().bind(job.progressProperty());
        bar.visibleProperty().bind(job.runningProperty());
        bar.setMaxWidth(Double.MAX_VALUE);
        HBox.setHgrow(bar, Priority.ALWAYS);
        return bar;
    }

    /** The status line, wrapped, with the pseudo-class {@code :failed} while it reports a failure. */
    public static Label status(String id, JobState job) {
        Label status = new Label();
        status.setId(id);
        status.getStyleClass().add("sample-status");
        status.setWrapText(true);
        status.setMinHeight(Region.USE_PREF_SIZE);
        status.textProperty().bind(job.statusProperty());
        status.pseudoClassStateChanged(FAILED, job.failedProperty().get());
        job.failedProperty().addListener((obs, was, is) -> status.pseudoClassStateChanged(FAILED, is));
        return status;
    }
}
