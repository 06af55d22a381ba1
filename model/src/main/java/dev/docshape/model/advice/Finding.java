package dev.docshape.model.advice;

import dev.docshape.model.naming.Names;
import dev.docshape.model.Project;
import dev.docshape.model.edit.CopyEdits;
import dev.docshape.model.edit.Edits;
import dev.docshape.model.edit.Edit;

import java.util.Objects;
import java.util.Optional;

/**
 * One piece of advice about a design: which rule (docs/advisor-rules.md), what it is about, why
 * (evidence), what to do instead (an optional mapping for one relationship, or a duplicate
 * collection to declare) and what that would
 * change in the estimate. Findings never change anything: {@link #suggestedEdit} makes the one
 * undoable edit that accepts the suggestion.
 *
 * @param ruleId     the rule's stable id ({@code unbounded-embedded-array})
 * @param severity   info, warning or error
 * @param design     the name of the design the finding is about
 * @param subject    the relationship, collection or pattern concerned
 * @param message    what is wrong and why, in words, naming the subject
 * @param evidence   the numbers the rule looked at
 * @param suggestion the mapping to use instead or the duplicate to declare, if the rule has one
 * @param effect     the estimate before and after the suggestion (present with a suggestion)
 */
public record Finding(String ruleId, Severity severity, String design, Subject subject, String message,
                      Evidence evidence, Optional<Suggestion> suggestion, Optional<Effect> effect) {

    /** How much a finding matters. */
    public enum Severity {
        /** A rule of thumb points to a better mapping; the current one works. */
        INFO,
        /** The design works but costs much more than it needs to, or will. */
        WARNING,
        /** The design breaks: documents over a limit or growing without bound. */
        ERROR
    }

    /**
     * What a finding is about.
     *
     * @param kind relationship, collection or access pattern
     * @param id   the relationship id, collection name or pattern id
     */
    public record Subject(Kind kind, String id) {
        /** The kinds of subject. */
        public enum Kind { RELATIONSHIP, COLLECTION, PATTERN }

        public Subject {
            Objects.requireNonNull(kind, "subject kind");
            Names.requireName(id, "subject id");
        }

        public static Subject relationship(String id) {
            return new Subject(Kind.RELATIONSHIP, id);
        }

        public static Subject collection(String name) {
            return new Subject(Kind.COLLECTION, name);
        }

        public static Subject pattern(String id) {
            return new Subject(Kind.PATTERN, id);
        }
    }

    public Finding {
        Names.requireName(ruleId, "rule id");
        Objects.requireNonNull(severity, "severity");
        Names.requireName(design, "design name");
        Objects.requireNonNull(subject, "subject");
        Names.requireName(message, "message");
        Objects.requireNonNull(evidence, "evidence");
        suggestion = suggestion == null ? Optional.empty() : suggestion;
        effect = effect == null ? Optional.empty() : effect;
    }

    /**
     * The edit that accepts the suggestion in {@code project}: sets the suggested mapping of the
     * relationship, or declares the suggested duplicate, in the design this finding is about. Empty
     * when there is no suggestion.
     *
     * @throws dev.docshape.model.edit.InvalidEditException when the project no longer has that
     *         design or relationship
     */
    public Optional<Edit> suggestedEdit(Project project) {
        return suggestion.map(s -> s.changesMapping() ? Edits.setMapping(project, design, s.relationshipId(), s.mapping())
                : CopyEdits.declareDuplicate(project, design, s.duplicate(), s.description()));
    }

    /** "ERROR unbounded-embedded-array Post.comments: ..." for logs and the command line. */
    @Override
    public String toString() {
        return severity + " " + ruleId + " " + subject.id() + ": " + message;
    }
}
