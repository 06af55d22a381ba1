package dev.docshape.storage.query;

import dev.docshape.model.DataModel;
import dev.docshape.model.Design;
import dev.docshape.model.Project;
import dev.docshape.model.estimate.Estimator;
import dev.docshape.model.profile.Profile;
import dev.docshape.model.projection.CollectionShape;
import dev.docshape.model.projection.Projection;
import dev.docshape.model.projection.Projector;
import dev.docshape.model.query.QueryTemplate;
import dev.docshape.model.query.QueryTemplates;
import dev.docshape.storage.export.MongoshScripts;
import dev.docshape.storage.sample.SampleGenerator;
import dev.docshape.storage.sample.SampleOptions;
import dev.docshape.storage.testing.LibraryLoans;
import dev.docshape.storage.testing.WireServer;
import com.mongodb.client.MongoDatabase;
import org.bson.Document;
import org.bson.types.ObjectId;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The mongosh templates of the library's two reads of a member's 10 latest loans ({@link LibraryLoans}), run by mongosh on
 * the design's sample: the loans they return are exactly the member's first 10 by the loan date, each with its book's
 * title, also where the newest bucket holds fewer than 10, and no other loan (decision 0524).
 */
class LatestLoansTemplatesRunTest {
    @RegisterExtension
    static final TemplateRunner runner = new TemplateRunner();
    @TempDir
    static Path dir;

    @Test
    void theTemplatesReturnExactlyAMembersTenLatestLoansWithTheirTitles() throws Exception {
        Project project = LibraryLoans.project();
        Loaded loaded = load(project);
        MongoDatabase db = loaded.db;
        CollectionShape buckets = loaded.buckets;
        List<QueryTemplate> templates = loaded.templates;

        FunctionNames names = new FunctionNames(Identifiers.JAVASCRIPT_RESERVED);
        StringBuilder calls = new StringBuilder("{\n");
        for (QueryTemplate t : templates) {
            String function = names.next(t.patternName());
            int last = t.operations().get(t.operations().size() - 1).step();
            for (long member = 0; member < LibraryLoans.MEMBERS; member++) {
                calls.append("  print(EJSON.stringify({ pattern: \"").append(t.patternId()).append("\", member: ").append(member)
                        .append(", loans: ").append(function).append("(db, { id: ").append(oid(memberId(member))).append(" }).step")
                        .append(last).append(".flatMap(b => b.loans) }, { relaxed: false }));\n");
            }
        }
        MongoshScripts mongosh = new MongoshScripts(dir);
        mongosh.add("library", db.getName(), QueryLanguage.MONGOSH.render(project.name(), templates) + calls + "}\n");
        mongosh.run(runner.address() + "/admin" + WireServer.PATIENT);

        int printed = 0, shortNewest = 0;
        for (String line : mongosh.output("library")) {
            if (!line.startsWith("{\"pattern\":")) continue;
            printed++;
            Document out = Document.parse(line);
            List<Document> stored = db.getCollection(buckets.name())
                    .find(new Document("memberId", memberId(out.getInteger("member")))).into(new ArrayList<>());
            stored.sort(Comparator.comparing(b -> b.getObjectId("_id")));
            if (!stored.isEmpty() && stored.get(stored.size() - 1).getList("loans", Document.class).size() < LibraryLoans.LATEST
                    && stored.size() > 1) shortNewest++;
            List<Document> every = new ArrayList<>();
            for (Document b : stored) every.addAll(b.getList("loans", Document.class));
            every.sort(Comparator.comparing((Document l) -> l.getDate("loanedAt")).reversed());
            List<Document> expected = every.subList(0, Math.min(LibraryLoans.LATEST, every.size()));
            List<Document> loans = out.getList("loans", Document.class);
            String what = out.getString("pattern") + ", member " + out.get("member") + " of " + every.size() + " loans";
            assertEquals(expected.stream().map(l -> l.get("id")).toList(), loans.stream().map(l -> l.get("id")).toList(), what);
            for (Document l : loans) assertTrue(((Document) l.get("book")).getString("title") != null, what + ": the title, " + l.toJson());
        }
        assertEquals(2 * LibraryLoans.MEMBERS, printed, String.join("\n", mongosh.output("library")));
        assertTrue(shortNewest > LibraryLoans.MEMBERS / 5, "members whose newest bucket holds fewer than 10: " + shortNewest);
    }

    /**
     * "20 members with their 10 latest loans" ({@link LibraryLoans#several}): the buckets the template returns hold each
     * member's first 10 loans by the loan date, which the application keeps from them newest bucket first, also where a
     * member's newest bucket holds fewer than 10 (decision 0536).
     */
    @Test
    void theBucketsReturnedHoldEachMembersTenLatestLoans() throws Exception {
        Project library = LibraryLoans.project();
        Project project = new Project(library.name(), "", library.model().withPatterns(List.of(LibraryLoans.several())), library.designs(),
                library.activeDesign(), null);
        Loaded loaded = load(project);
        MongoDatabase db = loaded.db;
        List<QueryTemplate> templates = loaded.templates;
        QueryTemplate t = templates.get(0);
        String function = new FunctionNames(Identifiers.JAVASCRIPT_RESERVED).next(t.patternName());
        int last = t.operations().get(t.operations().size() - 1).step();
        String calls = "{\n  const r = " + function + "(db, {});\n"
                + "  print(EJSON.stringify({ members: r.step1.map(m => m._id), buckets: r.step" + last + " }, { relaxed: false }));\n}\n";
        MongoshScripts mongosh = new MongoshScripts(dir);
        mongosh.add("library", db.getName(), QueryLanguage.MONGOSH.render(project.name(), templates) + calls);
        mongosh.run(runner.address() + "/admin" + WireServer.PATIENT);

        String line = mongosh.output("library").stream().filter(l -> l.startsWith("{\"members\":")).findFirst()
                .orElseThrow(() -> new AssertionError(String.join("\n", mongosh.output("library"))));
        Document out = Document.parse(line);
        List<ObjectId> members = out.getList("members", ObjectId.class);
        assertEquals(LibraryLoans.SEVERAL, members.size(), line);
        // the application keeps each member's first 10 over the buckets returned, newest bucket first
        Map<ObjectId, List<Object>> kept = new LinkedHashMap<>();
        List<Document> returned = new ArrayList<>(out.getList("buckets", Document.class));
        returned.sort(Comparator.comparing((Document b) -> b.getObjectId("_id")).reversed());
        for (Document b : returned) {
            List<Object> of = kept.computeIfAbsent(b.getObjectId("memberId"), k -> new ArrayList<>());
            for (Document l : b.getList("loans", Document.class)) if (of.size() < LibraryLoans.LATEST) of.add(l.get("id"));
        }
        for (ObjectId member : members) {
            List<Document> every = new ArrayList<>();
            for (Document b : db.getCollection(loaded.buckets.name()).find(new Document("memberId", member))) every.addAll(b.getList("loans", Document.class));
            every.sort(Comparator.comparing((Document l) -> l.getDate("loanedAt")).reversed());
            List<Object> expected = every.subList(0, Math.min(LibraryLoans.LATEST, every.size())).stream().map(l -> l.get("id")).toList();
            assertEquals(expected, kept.getOrDefault(member, List.of()), "member " + member + " of " + every.size() + " loans\n" + line);
        }
    }

    /** The library's sample (seed 11) loaded on the wire server, its loans' bucket collection and the project's templates. */
    private record Loaded(MongoDatabase db, CollectionShape buckets, List<QueryTemplate> templates) {
    }

    private static Loaded load(Project project) {
        DataModel model = project.model();
        Design design = project.design("member-centric").orElseThrow();
        Projection projection = Projector.project(model, design);
        MongoDatabase db = runner.load(model, design, projection, SampleGenerator.of(model, design, projection, SampleOptions.of(11, 1.0)));
        return new Loaded(db, projection.bucketCollection("member-loans").orElseThrow(),
                QueryTemplates.of(model, design, projection, Estimator.estimate(model, design, Profile.mongodb())));
    }

    private static ObjectId memberId(long i) {
        return new ObjectId(SampleGenerator.idOf("member", i).hex());
    }

    private static String oid(ObjectId id) {
        return "ObjectId(\"" + id.toHexString() + "\")";
    }
}
