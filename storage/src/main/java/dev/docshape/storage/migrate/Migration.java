package dev.docshape.storage.migrate;

import dev.docshape.model.DataModel;
import dev.docshape.model.Design;
import dev.docshape.model.Project;
import dev.docshape.model.projection.CollectionShape;
import dev.docshape.model.projection.Projection;
import dev.docshape.model.projection.Projector;
import dev.docshape.storage.export.TargetNames;
import dev.docshape.storage.sample.SampleData;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * How to move a database from one design of a project to another (docs/exports.md "Migration
 * between two designs"): copy what the target needs into staging collections (each entity's
 * instances, each relationship's links), build every collection whose shape changes, then put the
 * new collections in place of the old, drop what the target no longer has and the staging
 * collections. A collection whose shape is the same in both designs is left as it is.
 *
 * @param projectName the project's name
 * @param from        the design the database follows now
 * @param to          the design it should follow
 * @param steps       the steps in order; empty when there is nothing to do or something cannot be migrated
 * @param unsupported what cannot be migrated, one located line each; the script then changes nothing
 * @param rebuilt     the target's collections that are built anew
 * @param kept        the collections both designs shape alike, left untouched
 * @param dropped     the source's collections the target no longer has
 */
public record Migration(String projectName, String from, String to, List<Step> steps, List<String> unsupported,
                        List<String> rebuilt, List<String> kept, List<String> dropped) {

    public Migration {
        steps = List.copyOf(steps);
        unsupported = List.copyOf(unsupported);
        rebuilt = List.copyOf(rebuilt);
        kept = List.copyOf(kept);
        dropped = List.copyOf(dropped);
    }

    /**
     * Plans the migration of {@code project} from design {@code fromDesign} to {@code toDesign}.
     *
     * @throws IllegalArgumentException when the project has no design of either name
     */
    public static Migration plan(Project project, String fromDesign, String toDesign) {
        Design from = SampleData.design(project, fromDesign);
        Design to = SampleData.design(project, toDesign);
        DataModel model = project.model();
        Projection source = Projector.project(model, from);
        Projection target = Projector.project(model, to);
        List<String> unsupported = new ArrayList<>();
        TargetNames.problems(source).forEach(p -> unsupported.add("design '" + from.name() + "': " + p));
        TargetNames.problems(target).forEach(p -> unsupported.add("design '" + to.name() + "': " + p));

        Staging staging = new Staging(model);
        TargetBuilder builder = new TargetBuilder(model, staging, to.duplicates());
        List<Step> builds = new ArrayList<>();
        List<String> rebuilt = new ArrayList<>();
        List<String> kept = new ArrayList<>();
        Set<String> targetNames = new LinkedHashSet<>();
        for (CollectionShape c : target.collections()) {
            targetNames.add(c.name());
            if (source.collection(c.name()).filter(c::equals).isPresent()) {
                kept.add(c.name());
            } else {
                rebuilt.add(c.name());
                builds.add(builder.build(c));
            }
        }
        unsupported.addAll(builder.problems());
        SourceReader reader = new SourceReader(model, source, staging);
        List<Step> reads = new ArrayList<>();
        for (String entityId : builder.entitiesNeeded()) {
            List<Step> rows = reader.rows(entityId);
            if (rows.isEmpty()) {
                unsupported.add("entity '" + entityId + "': design '" + from.name() + "' keeps only copies of some of its fields, "
                        + "so its instances cannot be read whole for design '" + to.name() + "'");
            }
            reads.addAll(rows);
        }
        for (String relationshipId : builder.relationshipsNeeded()) {
            Step links = reader.links(relationshipId);
            if (links == null) {
                unsupported.add("relationship '" + relationshipId + "': design '" + from.name() + "' keeps only some of its links "
                        + "(a subset), so design '" + to.name() + "' cannot be built from it");
            } else {
                reads.add(links);
            }
        }
        if (!reads.isEmpty()) unsupported.addAll(reader.problems());
        List<String> dropped = new ArrayList<>();
        for (CollectionShape c : source.collections()) if (!targetNames.contains(c.name())) dropped.add(c.name());
        if (!unsupported.isEmpty()) return new Migration(project.name(), from.name(), to.name(), List.of(), unsupported, rebuilt, kept, dropped);

        List<Step> steps = new ArrayList<>(reads);
        steps.addAll(builds);
        for (Step build : builds) {
            String name = build.builds();
            steps.add(new Step("replace-" + name, "put the new " + name + " in place", Step.Action.REPLACE, build.target(), name, null, 0, 0, null));
        }
        for (String name : dropped) steps.add(new Step("drop-" + name, "drop " + name + ", which design " + to.name() + " no longer has",
                Step.Action.DROP, name, null, null, 0, 0, null));
        Set<String> staged = new LinkedHashSet<>();
        for (Step read : reads) staged.add(read.target());
        for (String name : staged) steps.add(new Step("drop-" + name, "drop the working collection " + name, Step.Action.DROP, name, null, null, 0, 0, null));
        return new Migration(project.name(), from.name(), to.name(), steps, unsupported, rebuilt, kept, dropped);
    }

    /** Documents the steps read, at the model's counts. */
    public long documentsRead() {
        return steps.stream().mapToLong(Step::read).sum();
    }

    /** Documents the steps write, at the model's counts. */
    public long documentsWritten() {
        return steps.stream().mapToLong(Step::written).sum();
    }

    public boolean supported() {
        return unsupported.isEmpty();
    }
}
