package dev.docshape.storage.sample;

import dev.docshape.model.Cardinality;
import dev.docshape.model.DataModel;
import dev.docshape.model.Relationship;
import dev.docshape.storage.file.ProjectFiles;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A link the sample draws between instances that exist on their own (a comment, created by its issue, and its author) is
 * drawn once per child: a one-to-many child has one parent, who lists it once, as the estimate counts it
 * (docs/sample-data.md "Links").
 */
class NonOwnedLinksTest {
    private static DataModel tracker() throws Exception {
        return ProjectFiles.load(Path.of(NonOwnedLinksTest.class.getResource("/workloads/unseen/issue-tracker.docshape").toURI())).model();
    }

    @Test
    void aCommentHasOneAuthorWhoListsItOnceAtEveryScale() throws Exception {
        DataModel model = tracker();
        for (double scale : new double[] {0.001, 0.01}) {
            Population population = Population.of(model, SampleOptions.of(1, scale));
            List<String> wrong = new ArrayList<>();
            for (Relationship r : model.relationships()) {
                Links links = population.links(r.id());
                if (links.owned()) continue;
                int most = (int) Math.ceil(Math.max(1, r.sharedBy()));
                for (long child = 0; child < links.childCount(); child++) {
                    long[] parents = links.parentsOf(child);
                    if (parents.length > most) wrong.add(r.id() + ": child " + child + " has " + parents.length + " parents, at most " + most);
                }
                for (long parent = 0; parent < links.parents(); parent++) {
                    long[] children = links.childrenOf(parent);
                    if (Arrays.stream(children).distinct().count() != children.length) wrong.add(r.id() + ": parent " + parent + " lists a child twice");
                    if (r.cardinality() == Cardinality.MANY_TO_MANY) continue;
                    long namingIt = 0;
                    for (long c : children) if (parentIs(links, c, parent)) namingIt++;
                    if (namingIt != children.length) {
                        wrong.add(r.id() + ": parent " + parent + " links " + children.length + " children, " + namingIt + " of which name it");
                    }
                }
            }
            assertTrue(wrong.isEmpty(), "scale " + scale + ":\n" + String.join("\n", wrong.subList(0, Math.min(20, wrong.size()))));
        }
    }

    /** At scale 0.01 as at 0.001: a member has the model's 40 comments on average, and almost every comment an author. */
    @Test
    void theSamplesCountsAgreeWithTheEstimateAtScaleOneInAHundred() throws Exception {
        DataModel model = tracker();
        Relationship authors = model.requireRelationship("member-comments");
        for (double scale : new double[] {0.001, 0.01}) {
            Population population = Population.of(model, SampleOptions.of(1, scale));
            Links links = population.links(authors.id());
            long members = population.count("member");
            long comments = population.count("comment");
            long authored = 0;
            for (long c = 0; c < comments; c++) if (links.parentsOf(c).length == 1) authored++;
            assertEquals(links.slots(), authored, "scale " + scale + ": one author per link");
            double perMember = (double) links.slots() / members;
            assertEquals(authors.avgCount(), perMember, 0.1 * authors.avgCount(),
                    "scale " + scale + ": comments per member, " + members + " members, " + comments + " comments");
            assertTrue(authored >= 0.9 * comments, "scale " + scale + ": " + authored + " of " + comments + " comments have an author");
        }
    }

    private static boolean parentIs(Links links, long child, long parent) {
        long[] parents = links.parentsOf(child);
        return parents.length == 1 && parents[0] == parent;
    }
}
