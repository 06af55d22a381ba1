package dev.docshape.model.estimate;

import dev.docshape.model.Cardinality;
import dev.docshape.model.DataModel;
import dev.docshape.model.Design;
import dev.docshape.model.Entity;
import dev.docshape.model.Field;
import dev.docshape.model.Relationship;
import dev.docshape.model.Volatility;
import dev.docshape.model.mapping.Embed;
import dev.docshape.model.mapping.ExtendedReference;
import dev.docshape.model.mapping.Holder;
import dev.docshape.model.mapping.Mapping;
import dev.docshape.model.pattern.WriteKind;
import dev.docshape.model.pattern.WritePattern;
import dev.docshape.model.profile.Profile;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * A course's title copied into its enrolments, each student embedding their enrolments: retitling the course writes the
 * students holding one of its 100 enrolments, and where the enrolments fall as random draws several share a student
 * (docs/counting-rules.md "Parents of children spread over the data", decision 0476).
 */
class CopiesInEmbeddedArraysTest {
    private static PatternEstimate retitle(long students) {
        Entity course = new Entity("course", "Course", List.of(Field.string("title", 60)), 15, 0, null);
        Entity student = new Entity("student", "Student", List.of(Field.string("name", 20)), students, 0, null);
        Entity enrolment = new Entity("enrolment", "Enrolment", List.of(Field.string("status", 9)), 1500, 0, null);
        Relationship studentEnrolments = new Relationship("student-enrolments", "student", "enrolment", "enrolments", "student",
                Cardinality.ONE_TO_MANY, 1500.0 / students, null, 1, false, Volatility.STABLE);
        Relationship courseEnrolments = new Relationship("course-enrolments", "course", "enrolment", "enrolments", "course",
                Cardinality.ONE_TO_MANY, 100, null, 1, false, Volatility.STABLE);
        WritePattern retitle = new WritePattern("retitle", "retitle a course", 1, WriteKind.UPDATE, "course", null,
                List.of("title"), List.of());
        DataModel model = new DataModel(List.of(course, student, enrolment), List.of(studentEnrolments, courseEnrolments), List.of(retitle));
        Design design = Design.named("student-centric")
                .withMapping("student-enrolments", new Mapping(new Embed(), false))
                .withMapping("course-enrolments", new Mapping(new ExtendedReference(Holder.CHILD, List.of("title")), false));
        Estimate e = Estimator.estimate(model, design, Profile.mongodb());
        return e.pattern("retitle").orElseThrow();
    }

    /**
     * A course has 0 to 200 enrolments, as the sample draws them, and the students they fall in grow slower than they do:
     * the mean over those counts, not the students of 100 (decision 0533). A student with more enrolments is the likelier
     * to hold one of the course's: the students' own counts, 0 to 10 where 300 share the 1,500, weigh them (decision 0535).
     */
    @Test
    void enrolmentsOfOneCourseShareStudentsAsDrawsDo() {
        assertEquals(1 + overCounts(300), retitle(300).docsWritten(), 0.01 * overCounts(300),
                "the course and the 79 of 300 students holding its 0 to 200 enrolments (81 with every student alike)");
        assertEquals(1 + overCounts(300_000), retitle(300_000).docsWritten(), 0.01 * overCounts(300_000), "nearly 100 among many students");
    }

    /**
     * The students holding a course's enrolments, averaged over counts drawn evenly over 0 to 200 and rounded keeping the
     * mean; a student of k enrolments holds none of c with the chance (1 - c / 1500)^k, the students' counts drawn alike.
     */
    private static double overCounts(double students) {
        int steps = 20_000;
        double sum = 0;
        for (int i = 0; i < steps; i++) {
            double x = (i + 0.5) / steps * 200;
            int below = (int) Math.floor(x);
            double up = x - below;
            sum += (1 - up) * holding(below, students) + up * holding(below + 1, students);
        }
        return sum / steps;
    }

    private static double holding(int enrolments, double students) {
        double each = 1500 / students;
        int steps = 2_000;
        double none = 0;
        for (int i = 0; i < steps; i++) {
            double k = (i + 0.5) / steps * 2 * each;
            int below = (int) Math.floor(k);
            double up = k - below;
            double miss = 1 - enrolments / 1500.0;
            none += ((1 - up) * Math.pow(miss, below) + up * Math.pow(miss, below + 1)) / steps;
        }
        return students * (1 - none);
    }
}
