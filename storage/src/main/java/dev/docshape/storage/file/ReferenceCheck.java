package dev.docshape.storage.file;

import dev.docshape.model.DataModel;
import dev.docshape.model.Entity;
import dev.docshape.model.Project;
import dev.docshape.model.Relationship;
import dev.docshape.model.mapping.Design;
import dev.docshape.model.pattern.AccessPattern;
import dev.docshape.model.pattern.Include;
import dev.docshape.model.pattern.ReadPattern;
import dev.docshape.model.pattern.WritePattern;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Function;

/**
 * Checks that every id in a loaded project points somewhere: relationship ends, pattern roots and
 * includes, mapping keys, standalone entities; and that ids are unique. Paths are those of the file,
 * whose arrays keep the model's order.
 */
final class ReferenceCheck {

    private final DataModel model;
    private final List<FileProblem> problems = new ArrayList<>();

    private ReferenceCheck(DataModel model) {
        this.model = model;
    }

    static List<FileProblem> check(Project project) {
        ReferenceCheck check = new ReferenceCheck(project.model());
        check.run(project);
        return List.copyOf(check.problems);
    }

    private void run(Project project) {
        JsonPath root = JsonPath.ROOT;
        unique(model.entities(), Entity::id, root.field("entities"), "id", "entity id");
        unique(model.relationships(), Relationship::id, root.field("relationships"), "id", "relationship id");
        unique(model.patterns(), AccessPattern::id, root.field("patterns"), "id", "pattern id");
        unique(project.designs(), Design::name, root.field("designs"), "name", "design name");
        for (int i = 0; i < model.relationships().size(); i++) {
            Relationship r = model.relationships().get(i);
            JsonPath at = root.field("relationships").index(i);
            entity(r.parent(), at.field("parent"), "relationship '" + r.id() + "': parent");
            entity(r.child(), at.field("child"), "relationship '" + r.id() + "': child");
        }
        for (int i = 0; i < model.patterns().size(); i++) {
            pattern(model.patterns().get(i), root.field("patterns").index(i));
        }
        for (int i = 0; i < project.designs().size(); i++) {
            design(project.designs().get(i), root.field("designs").index(i));
        }
    }

    private void pattern(AccessPattern pattern, JsonPath at) {
        String what = "pattern '" + pattern.id() + "'";
        boolean rootExists = entity(pattern.entity(), at.field("entity"), what + ": entity");
        if (pattern instanceof ReadPattern read) {
            if (read.byParent() != null) relationship(read.byParent(), at.field("byParent"), what + ": byParent relationship");
            for (int i = 0; i < read.counts().size(); i++) {
                relationship(read.counts().get(i), at.field("counts").index(i), what + ": counted relationship");
            }
        } else if (pattern instanceof WritePattern write && write.relationship() != null) {
            relationship(write.relationship(), at.field("relationship"), what + ": relationship");
        }
        List<Include> includes = pattern instanceof ReadPattern read ? read.includes() : ((WritePattern) pattern).includes();
        if (rootExists) includes(includes, pattern.entity(), at.field("includes"), what);
    }

    private void includes(List<Include> includes, String fromEntity, JsonPath at, String what) {
        for (int i = 0; i < includes.size(); i++) {
            Include include = includes.get(i);
            JsonPath here = at.index(i);
            Relationship r = model.relationship(include.relationship()).orElse(null);
            if (r == null) {
                missing(here.field("relationship"), what + ": included relationship", include.relationship());
            } else if (model.entity(r.parent()).isEmpty() || model.entity(r.child()).isEmpty()) {
                continue; // already reported at the relationship; following it further says nothing new
            } else if (!r.parent().equals(fromEntity) && !r.child().equals(fromEntity)) {
                problems.add(FileProblem.at(here.field("relationship"), what + ": included relationship '" + r.id()
                        + "' does not touch entity '" + fromEntity + "' (it links '" + r.parent() + "' and '" + r.child() + "')"));
            } else {
                includes(include.includes(), r.otherEnd(fromEntity), here.field("includes"), what);
            }
        }
    }

    private void design(Design design, JsonPath at) {
        String what = "design '" + design.name() + "'";
        for (String relationshipId : design.mappings().keySet()) {
            relationship(relationshipId, at.field("mappings").field(relationshipId), what + ": mapping for relationship");
        }
        List<String> standalone = List.copyOf(design.standalone());
        for (int i = 0; i < standalone.size(); i++) {
            entity(standalone.get(i), at.field("standalone").index(i), what + ": standalone entity");
        }
    }

    private boolean entity(String id, JsonPath at, String what) {
        if (model.entity(id).isPresent()) return true;
        missing(at, what, id);
        return false;
    }

    private void relationship(String id, JsonPath at, String what) {
        if (model.relationship(id).isEmpty()) missing(at, what, id);
    }

    private void missing(JsonPath at, String what, String id) {
        problems.add(FileProblem.at(at, what + " '" + id + "' does not exist"));
    }

    private <T> void unique(List<T> items, Function<T, String> key, JsonPath at, String member, String what) {
        Set<String> seen = new HashSet<>();
        for (int i = 0; i < items.size(); i++) {
            String value = key.apply(items.get(i));
            if (!seen.add(value)) {
                problems.add(FileProblem.at(at.index(i).field(member), "duplicate " + what + " '" + value + "'"));
            }
        }
    }
}
