package dev.docshape.storage.imports.sql;

import dev.docshape.model.Project;
import dev.docshape.model.Relationship;
import org.junit.jupiter.api.Test;

import java.util.Map;
import java.util.TreeMap;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * A table with two foreign keys to one parent: each relationship is named after its column on both sides, so a user's
 * assigned and reported issues are told apart (docs/imports.md "Relationship names from foreign-key columns", decision 0553).
 */
class SqlRoleNamesTest {

    private static final String DDL = """
            CREATE TABLE users (id INT PRIMARY KEY, email VARCHAR(254));
            CREATE TABLE issues (id BIGINT PRIMARY KEY, title VARCHAR(200),
              reporter_id INT NOT NULL REFERENCES users(id),
              assignee_id INT REFERENCES users(id));
            CREATE TABLE reviews (id INT PRIMARY KEY, stars SMALLINT,
              user_id INT NOT NULL REFERENCES users(id),
              ApproverID INT REFERENCES users(id));
            CREATE TABLE profiles (id INT PRIMARY KEY, bio TEXT,
              owner_id INT UNIQUE REFERENCES users(id),
              backup_id INT UNIQUE REFERENCES users(id));
            CREATE TABLE comments (id INT PRIMARY KEY, body TEXT, author_id INT REFERENCES users(id));
            """;

    @Test
    void twoForeignKeysToOneTableAreNamedAfterTheirColumns() throws Exception {
        Project p = SqlImport.fromText(DDL, "roles.sql", "roles").project();
        assertEquals(Map.of(
                        "issue-reporter_id", "issuesAsReporter / reporter",
                        "issue-assignee_id", "issuesAsAssignee / assignee",
                        "review-user_id", "reviews / user",
                        "review-approverID", "reviewsAsApprover / approver",
                        "profile-owner_id", "profileAsOwner / owner",
                        "profile-backup_id", "profileAsBackup / backup",
                        "comment-author_id", "comments / author"),
                names(p), "a column named after the parent (user_id) and a single foreign key keep the plain plural");
    }

    private static Map<String, String> names(Project p) {
        Map<String, String> names = new TreeMap<>();
        for (Relationship r : p.model().relationships()) names.put(r.id(), r.name() + " / " + r.inverseName());
        return names;
    }
}
