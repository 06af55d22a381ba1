package dev.docshape.model.advice;

import dev.docshape.model.Project;
import dev.docshape.model.profile.Profile;
import dev.docshape.model.synthetic.SyntheticModels;
import org.junit.jupiter.api.Test;

import java.util.concurrent.CancellationException;
import java.util.concurrent.atomic.AtomicInteger;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The advisor a search started gives up at its next relationship or estimate once it is no longer wanted (decision 0414). */
class AdvisorStopTest {

    @Test
    void givesUpSoonAfterItIsToldToStop() {
        Project project = SyntheticModels.generate(60, 120, 30, 5);
        AtomicInteger looks = new AtomicInteger();
        assertEquals(Advisor.advise(project.model(), project.active(), Profile.cosmos()),
                Advisor.advise(project.model(), project.active(), Profile.cosmos(), () -> looks.incrementAndGet() < 0),
                "not stopped, the same advice");
        int whole = looks.get();
        assertTrue(whole > project.model().relationships().size(), "it looks at least once per relationship: " + whole);

        AtomicInteger looksWhenStopped = new AtomicInteger();
        int stopAt = whole / 2;
        assertThrows(CancellationException.class, () -> Advisor.advise(project.model(), project.active(), Profile.cosmos(),
                () -> looksWhenStopped.incrementAndGet() > stopAt));
        assertEquals(stopAt + 1, looksWhenStopped.get(), "it gave up at the first look after it was told");
    }
}
