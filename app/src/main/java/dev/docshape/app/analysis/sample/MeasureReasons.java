package dev.docshape.app.analysis.sample;

import dev.docshape.app.ui.Visibility;
import dev.docshape.storage.measure.MeasureReport;
import dev.docshape.storage.measure.PatternMeasure;
import javafx.collections.ListChangeListener;
import javafx.collections.ObservableList;
import javafx.scene.control.Label;

import java.util.ArrayList;
import java.util.List;

/**
 * Why measured figures differ from the estimates, written out under the measured table, wrapped
 * to the panel's width (a tooltip of several long lines ran off the screen): one line per pattern
 * whose figures differ, with the reasons the measurement gave.
 */
final class MeasureReasons extends Label {
    MeasureReasons(ObservableList<PatternMeasure> measured) {
        setId("sample-reasons");
        getStyleClass().add("analysis-note");
        setWrapText(true);
        setMinHeight(USE_PREF_SIZE);
        measured.addListener((ListChangeListener<PatternMeasure>) c -> show(measured));
        show(measured);
    }

    private void show(List<PatternMeasure> measured) {
        List<String> lines = new ArrayList<>();
        for (PatternMeasure p : measured) {
            if (!p.notes().isEmpty() && differs(p)) lines.add(p.name() + ": " + String.join(" ", p.notes()));
        }
        setText(lines.isEmpty() ? "" : "Why figures differ:\n" + String.join("\n", lines));
        Visibility.showIf(this, !lines.isEmpty());
    }

    /** Whether any figure of the pattern differs from its estimate by more than the tolerance. */
    static boolean differs(PatternMeasure p) {
        return differs(p.roundTrips(), p.estRoundTrips()) || differs(p.docsRead(), p.estDocsRead())
                || differs(p.bytesRead(), p.estBytesRead()) || differs(p.docsWritten(), p.estDocsWritten());
    }

    static boolean differs(double measured, double estimated) {
        double scale = Math.max(Math.abs(measured), Math.abs(estimated));
        return scale > 0 && Math.abs(measured - estimated) / scale > MeasureReport.TOLERANCE;
    }
}
