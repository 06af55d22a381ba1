package dev.docshape.app.analysis;

import dev.docshape.app.analysis.live.Debouncer;
import dev.docshape.app.analysis.live.LatestOnly;
import dev.docshape.model.Project;
import dev.docshape.model.profile.Profile;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleObjectProperty;

import java.util.Objects;

/**
 * The analysis every panel reads: the current project's estimate under the chosen profile,
 * recomputed by itself off the UI thread after each change (and each profile switch). Changes in
 * quick succession are gathered ({@link Debouncer}); only the result for the newest revision is
 * kept: a result computed for an older revision is dropped. The analysis shown before the
 * current one is kept too, so the panels can show what moved.
 */
public final class AnalysisModel {
    private final ProjectSource source;
    private final CanvasSelection selection;
    private final AnalysisServices services;
    private final ObjectProperty<Profile> profile = new SimpleObjectProperty<>(this, "profile", Profile.mongodb());
    private final ReadOnlyObjectWrapper<Analysis> current = new ReadOnlyObjectWrapper<>(this, "current");
    private final ReadOnlyObjectWrapper<Analysis> previous = new ReadOnlyObjectWrapper<>(this, "previous");
    private final ReadOnlyBooleanWrapper pending = new ReadOnlyBooleanWrapper(this, "pending");
    private final ReadOnlyStringWrapper failure = new ReadOnlyStringWrapper(this, "failure", "");
    private final State state = new State(current.getReadOnlyProperty(), previous.getReadOnlyProperty(),
            pending.getReadOnlyProperty(), failure.getReadOnlyProperty());
    private final Debouncer debouncer;
    private final LatestOnly<Inputs, Analysis> worker;
    private long revision;
    /** Another project was opened since the last analysis shown: nothing moved "from" the previous project's figures. */
    private boolean reopened;

    /**
     * The analysis as the panels read it: the newest (null until the first one is ready); the one
     * shown before it (null at first), what the figures moved from; true from a change until its
     * analysis is shown; why the last computation failed, or empty.
     */
    public record State(ReadOnlyObjectProperty<Analysis> current, ReadOnlyObjectProperty<Analysis> previous,
                        ReadOnlyBooleanProperty pending, ReadOnlyStringProperty failure) {
    }

    private record Inputs(long revision, Project project, Profile profile) {
    }

    public AnalysisModel(ProjectSource source, CanvasSelection selection, AnalysisServices services, AnalysisEngine engine) {
        this.source = Objects.requireNonNull(source, "project source");
        this.selection = Objects.requireNonNull(selection, "selection");
        this.services = Objects.requireNonNull(services, "services");
        Objects.requireNonNull(engine, "engine");
        worker = new LatestOnly<>(services.background(), services.ui(),
                in -> engine.analyse(in.revision(), in.project(), in.profile()), this::accept, this::fail);
        debouncer = new Debouncer(services.scheduler(), services.quietPeriod(),
                () -> worker.request(new Inputs(revision, source.project(), profile.get())));
        source.projectProperty().addListener((obs, old, now) -> changed());
        source.openedProperty().addListener((obs, old, now) -> {
            reopened = true;
            previous.set(null);
        });
        profile.addListener((obs, old, now) -> {
            Objects.requireNonNull(now, "profile");
            changed();
        });
        changed();
    }

    public AnalysisModel(ProjectSource source, CanvasSelection selection, AnalysisServices services) {
        this(source, selection, services, AnalysisEngine.standard());
    }

    private void changed() {
        revision++;
        pending.set(true);
        debouncer.signal();
    }

    private void accept(Analysis analysis) {
        if (analysis.revision() != revision) return; // a newer change is waiting for its quiet period
        previous.set(reopened ? null : current.get());
        reopened = false;
        current.set(analysis);
        failure.set("");
        pending.set(false);
    }

    private void fail(Exception e) {
        failure.set("The figures could not be computed: " + (e.getMessage() == null ? e.toString() : e.getMessage()));
        pending.set(false);
    }

    /** The newest analysis (null until the first one is ready). */
    public Analysis current() {
        return current.get();
    }

    public State state() {
        return state;
    }

    /** The target database (MongoDB or Cosmos DB); switching it recomputes. */
    public ObjectProperty<Profile> profileProperty() {
        return profile;
    }

    /** The revision of the newest change (the project or the profile). */
    public long revision() {
        return revision;
    }

    public ProjectSource source() {
        return source;
    }

    public Project project() {
        return source.project();
    }

    public CanvasSelection selection() {
        return selection;
    }

    public AnalysisServices services() {
        return services;
    }
}
