package dev.docshape.model;

import dev.docshape.model.mapping.Design;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.UnaryOperator;

/**
 * What a project file holds: one model and one or more named designs of it, one of them active.
 *
 * @param name         the project's title
 * @param description  free text
 * @param model        entities, relationships and access patterns
 * @param designs      the alternative mappings, in order
 * @param activeDesign the name of the design being edited
 */
public record Project(String name, String description, DataModel model, List<Design> designs, String activeDesign) {

    public Project {
        Names.requireName(name, "project name");
        if (description == null) description = "";
        if (model == null) model = DataModel.EMPTY;
        designs = List.copyOf(designs == null || designs.isEmpty() ? List.of(Design.named("default")) : designs);
        if (activeDesign == null || activeDesign.isBlank()) activeDesign = designs.get(0).name();
        String active = activeDesign;
        if (designs.stream().noneMatch(d -> d.name().equals(active))) {
            throw new IllegalArgumentException("active design '" + activeDesign + "' is not one of the project's designs");
        }
    }

    public static Project blank(String name) {
        return new Project(name, "", DataModel.EMPTY, List.of(Design.named("default")), "default");
    }

    public Design active() {
        return design(activeDesign).orElseThrow();
    }

    public Optional<Design> design(String designName) {
        return designs.stream().filter(d -> d.name().equals(designName)).findFirst();
    }

    public Project withModel(DataModel newModel) {
        return new Project(name, description, newModel, designs, activeDesign);
    }

    public Project withName(String newName) {
        return new Project(newName, description, model, designs, activeDesign);
    }

    public Project withDesigns(List<Design> newDesigns, String newActive) {
        return new Project(name, description, model, newDesigns, newActive);
    }

    public Project withActiveDesign(String designName) {
        return new Project(name, description, model, designs, designName);
    }

    /** Replaces the design named {@code designName} by {@code change} applied to it. */
    public Project updateDesign(String designName, UnaryOperator<Design> change) {
        List<Design> copy = new ArrayList<>(designs);
        for (int i = 0; i < copy.size(); i++) {
            if (copy.get(i).name().equals(designName)) {
                Design changed = change.apply(copy.get(i));
                copy.set(i, changed);
                String active = activeDesign.equals(designName) ? changed.name() : activeDesign;
                return new Project(name, description, model, copy, active);
            }
        }
        throw new IllegalArgumentException("no design '" + designName + "'");
    }

    public Project updateActiveDesign(UnaryOperator<Design> change) {
        return updateDesign(activeDesign, change);
    }
}
