package dev.docshape.model.edit;

import dev.docshape.model.Design;
import dev.docshape.model.Entity;
import dev.docshape.model.Field;
import dev.docshape.model.Project;
import dev.docshape.model.Relationship;
import dev.docshape.model.naming.Names;

import java.util.function.UnaryOperator;

/**
 * The part of a project whose property a {@link PropertyChanged} edit sets: an entity, one of its
 * fields, a relationship or a design, found by id (a design by name) and named as the Undo menu names it.
 *
 * @param <O> the model type of the part
 */
public sealed interface Owner<O> {

    /** "entity", "field", "relationship" or "design", for messages. */
    String kind();

    /** How the menus name the part: "Book", "Book.isbn", "Person.addresses", "embedded". */
    String name();

    /** The entity the part is or belongs to (a relationship's parent), by name; empty for a design. */
    String entityName();

    O find(Project project);

    Project update(Project project, UnaryOperator<O> change);

    static Owner<Entity> entity(Project project, String entityId) {
        return new OfEntity(entityId, Require.entity(project, entityId).name());
    }

    static Owner<Field> field(Project project, String entityId, String fieldName) {
        Entity entity = Require.entity(project, entityId);
        Require.fieldIndex(entity, fieldName);
        return new OfField(entityId, entity.name(), fieldName);
    }

    static Owner<Relationship> relationship(Project project, String relationshipId) {
        Relationship r = Require.relationship(project, relationshipId);
        String parent = project.model().entity(r.parent()).map(Entity::name).orElse(r.parent());
        return new OfRelationship(relationshipId, parent, r.name());
    }

    static Owner<Design> design(Project project, String designName) {
        return new OfDesign(Require.design(project, designName).name());
    }

    record OfEntity(String entityId, String entityName) implements Owner<Entity> {
        public OfEntity {
            Names.requireName(entityId, "entity id");
            Names.requireName(entityName, "entity name");
        }

        @Override
        public String kind() {
            return "entity";
        }

        @Override
        public String name() {
            return entityName;
        }

        @Override
        public Entity find(Project project) {
            return Require.entity(project, entityId);
        }

        @Override
        public Project update(Project project, UnaryOperator<Entity> change) {
            return project.withModel(project.model().updateEntity(entityId, change));
        }
    }

    record OfField(String entityId, String entityName, String fieldName) implements Owner<Field> {
        public OfField {
            Names.requireName(entityId, "entity id");
            Names.requireName(entityName, "entity name");
            Names.requireName(fieldName, "field name");
        }

        @Override
        public String kind() {
            return "field";
        }

        @Override
        public String name() {
            return entityName + "." + fieldName;
        }

        @Override
        public Field find(Project project) {
            return Require.field(Require.entity(project, entityId), fieldName);
        }

        @Override
        public Project update(Project project, UnaryOperator<Field> change) {
            int at = Require.fieldIndex(Require.entity(project, entityId), fieldName);
            return project.withModel(project.model().updateEntity(entityId,
                    e -> e.withFields(Lists.set(e.fields(), at, change.apply(e.fields().get(at))))));
        }
    }

    /** @param entityName the parent's name */
    record OfRelationship(String relationshipId, String entityName, String relationshipName) implements Owner<Relationship> {
        public OfRelationship {
            Names.requireName(relationshipId, "relationship id");
            Names.requireName(entityName, "parent entity name");
            Names.requireName(relationshipName, "relationship name");
        }

        @Override
        public String kind() {
            return "relationship";
        }

        @Override
        public String name() {
            return entityName + "." + relationshipName;
        }

        @Override
        public Relationship find(Project project) {
            return Require.relationship(project, relationshipId);
        }

        @Override
        public Project update(Project project, UnaryOperator<Relationship> change) {
            return project.withModel(project.model().updateRelationship(relationshipId, change));
        }
    }

    record OfDesign(String designName) implements Owner<Design> {
        public OfDesign {
            Names.requireName(designName, "design name");
        }

        @Override
        public String kind() {
            return "design";
        }

        @Override
        public String name() {
            return designName;
        }

        @Override
        public String entityName() {
            return "";
        }

        @Override
        public Design find(Project project) {
            return Require.design(project, designName);
        }

        @Override
        public Project update(Project project, UnaryOperator<Design> change) {
            return project.updateDesign(designName, change);
        }
    }
}
