package dev.docshape.app.analysis.testing;

import dev.docshape.app.analysis.advisor.AdvisorView;
import dev.docshape.app.analysis.advisor.AdvisorViewModel;
import dev.docshape.app.analysis.compare.CompareView;
import dev.docshape.app.analysis.compare.CompareViewModel;
import dev.docshape.app.analysis.patterns.PatternsView;
import dev.docshape.app.analysis.patterns.PatternsViewModel;
import dev.docshape.app.analysis.preview.PreviewView;
import dev.docshape.app.analysis.preview.PreviewViewModel;
import dev.docshape.app.analysis.sample.SampleDataView;
import dev.docshape.app.analysis.sample.SampleDataViewModel;
import dev.docshape.app.analysis.search.SearchView;
import dev.docshape.app.analysis.search.SearchViewModel;
import dev.docshape.app.designer.PanelCommands;
import dev.docshape.app.designer.actions.ActionRegistry;
import javafx.beans.binding.Bindings;

/**
 * A panel on its own, built as the window builds it: its commands bound in a catalogue of its
 * own and its buttons made from that catalogue (decision 0291).
 */
public final class PanelViews {
    private PanelViews() {
    }

    public static PatternsView patterns(PatternsViewModel vm) {
        return commands().bind(vm, () -> { }).view(vm);
    }

    public static SampleDataView samples(SampleDataViewModel vm) {
        return commands().bind(vm, Bindings.createBooleanBinding(() -> true), () -> { }).view(vm);
    }

    public static SearchView search(SearchViewModel vm) {
        return commands().bind(vm).view(vm);
    }

    public static CompareView compare(CompareViewModel vm) {
        return commands().bind(vm, () -> { }).view(vm);
    }

    public static AdvisorView advisor(AdvisorViewModel vm) {
        return commands().bind(vm).view(vm);
    }

    public static PreviewView preview(PreviewViewModel vm) {
        return commands().view(vm);
    }

    private static PanelCommands commands() {
        return new PanelCommands(new ActionRegistry());
    }
}
