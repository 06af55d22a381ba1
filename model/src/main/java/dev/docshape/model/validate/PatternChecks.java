package dev.docshape.model.validate;

import dev.docshape.model.DataModel;
import dev.docshape.model.Entity;
import dev.docshape.model.Relationship;
import dev.docshape.model.pattern.AccessPattern;
import dev.docshape.model.pattern.Include;
import dev.docshape.model.pattern.ReadPattern;
import dev.docshape.model.pattern.WriteKind;
import dev.docshape.model.pattern.WritePattern;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Access patterns have unique ids, start from an existing entity, and every relationship, field
 * and count they name exists and is reachable from where they stand.
 */
final class PatternChecks {
    private PatternChecks() {
    }

    static void check(DataModel model, Problems problems) {
        Map<String, Integer> ids = new HashMap<>();
        List<AccessPattern> patterns = model.patterns();
        for (int i = 0; i < patterns.size(); i++) {
            AccessPattern pattern = patterns.get(i);
            String path = "patterns[" + i + "]";
            String subject = "pattern '" + pattern.name() + "'";
            Integer same = ids.putIfAbsent(pattern.id(), i);
            if (same != null) {
                problems.error(path + ".id", "pattern id '" + pattern.id() + "' is already used by patterns[" + same + "]");
            }
            Optional<Entity> root = model.entity(pattern.entity());
            if (root.isEmpty()) {
                problems.error(path + ".entity", subject + " starts from entity '" + pattern.entity() + "', which does not exist");
                continue;
            }
            if (pattern instanceof ReadPattern read) {
                fields(root.get(), read.fields(), path + ".fields", subject, problems);
                includes(model, root.get(), read.includes(), path, subject, problems);
                counts(model, root.get(), read.counts(), path, subject, problems);
                byParent(model, read, path, subject, problems);
                order(root.get(), read, path, subject, problems);
            } else {
                WritePattern write = (WritePattern) pattern;
                fields(root.get(), write.fields(), path + ".fields", subject, problems);
                includes(model, root.get(), write.includes(), path, subject, problems);
                writeRelationship(model, write, path, subject, problems);
            }
        }
    }

    private static void fields(Entity entity, List<String> fields, String path, String subject, Problems problems) {
        for (int k = 0; k < fields.size(); k++) {
            if (!FieldNames.exists(entity, fields.get(k))) {
                problems.error(path + "[" + k + "]", subject + " uses " + entity.name() + "." + fields.get(k)
                        + ", but " + entity.name() + " has no field '" + fields.get(k) + "'");
            }
        }
    }

    private static void includes(DataModel model, Entity standingOn, List<Include> includes, String path, String subject,
                                 Problems problems) {
        for (int j = 0; j < includes.size(); j++) {
            Include include = includes.get(j);
            String includePath = path + ".includes[" + j + "]";
            Optional<Relationship> r = model.relationship(include.relationship());
            if (r.isEmpty()) {
                problems.error(includePath + ".relationship", subject + " follows relationship '" + include.relationship()
                        + "', which does not exist");
                continue;
            }
            if (!touches(r.get(), standingOn.id())) {
                problems.error(includePath + ".relationship", subject + " follows relationship '" + r.get().id()
                        + "' from " + standingOn.name() + ", but it does not touch " + standingOn.name());
                continue;
            }
            Optional<Entity> other = model.entity(r.get().otherEnd(standingOn.id()));
            if (other.isEmpty()) continue; // reported with the relationship
            fields(other.get(), include.fields(), includePath + ".fields", subject, problems);
            includes(model, other.get(), include.includes(), includePath, subject, problems);
            counts(model, other.get(), include.counts(), includePath, subject, problems);
        }
    }

    /** Counts of children (or parents) of {@code standingOn}, the root or an included entity (docs/counting-rules.md). */
    private static void counts(DataModel model, Entity standingOn, List<String> counts, String path, String subject, Problems problems) {
        for (int k = 0; k < counts.size(); k++) {
            String id = counts.get(k);
            Optional<Relationship> r = model.relationship(id);
            if (r.isEmpty()) {
                problems.error(path + ".counts[" + k + "]", subject + " counts relationship '" + id + "', which does not exist");
            } else if (!touches(r.get(), standingOn.id())) {
                problems.error(path + ".counts[" + k + "]", subject + " counts relationship '" + id
                        + "', which does not touch " + standingOn.name());
            }
        }
    }

    private static void byParent(DataModel model, ReadPattern read, String path, String subject, Problems problems) {
        if (read.byParent() == null) return;
        Optional<Relationship> r = model.relationship(read.byParent());
        if (r.isEmpty()) {
            problems.error(path + ".byParent", subject + " filters by the parent of relationship '" + read.byParent()
                    + "', which does not exist");
        } else if (!r.get().child().equals(read.entity()) && !(r.get().isManyToMany() && touches(r.get(), read.entity()))) {
            problems.error(path + ".byParent", subject + " filters by the parent of relationship '" + r.get().id()
                    + "', but the entity it reads is not that relationship's child");
        }
    }

    /** A read that takes the first N by an order orders by a field of its root, and takes N > 0 of them. */
    private static void order(Entity root, ReadPattern read, String path, String subject, Problems problems) {
        if (read.order() == null) return;
        if (!FieldNames.exists(root, read.order().field())) {
            problems.error(path + ".order", subject + " takes the first by " + root.name() + "." + read.order().field()
                    + ", but " + root.name() + " has no field '" + read.order().field() + "'");
        }
        if (read.limit() < 1) {
            problems.error(path + ".limit", subject + " takes the first by " + read.order().field()
                    + " but says not how many: give a limit of at least 1");
        }
    }

    private static void writeRelationship(DataModel model, WritePattern write, String path, String subject, Problems problems) {
        if (write.relationship() == null) return;
        Optional<Relationship> r = model.relationship(write.relationship());
        if (r.isEmpty()) {
            problems.error(path + ".relationship", subject + " names relationship '" + write.relationship() + "', which does not exist");
            return;
        }
        if (!touches(r.get(), write.entity())) {
            problems.error(path + ".relationship", subject + " names relationship '" + r.get().id()
                    + "', which does not touch the entity it writes");
        } else if (write.kind() == WriteKind.INSERT && !r.get().child().equals(write.entity()) && !r.get().isManyToMany()) {
            problems.error(path + ".relationship", subject + " inserts under relationship '" + r.get().id()
                    + "', but the entity it inserts is that relationship's parent, not its child");
        }
        boolean linking = write.kind() == WriteKind.LINK || write.kind() == WriteKind.UNLINK;
        if (linking && !r.get().isManyToMany()) {
            problems.warning(path + ".kind", subject + " " + write.kind().name().toLowerCase() + "s relationship '" + r.get().id()
                    + "', which is not many-to-many: a link of it is an update of the child");
        }
    }

    private static boolean touches(Relationship r, String entityId) {
        return r.parent().equals(entityId) || r.child().equals(entityId);
    }
}
