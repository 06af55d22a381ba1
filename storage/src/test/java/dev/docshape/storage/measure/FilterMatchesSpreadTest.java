package dev.docshape.storage.measure;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A filter's 50 loans fall on patrons spread over the data, as a filter on an unrelated field matches (decision 0397,
 * docs/counting-rules.md "Parents of children spread over the data"): each with its patron reads the distinct patrons
 * they belong to, about 44 of the sample's 200, not one a loan (100 documents) nor the 5 of 50 consecutive loans. Loans
 * found in buckets (a bucket mapping, or each patron's latest 3 with every loan in buckets) reach their patrons by the
 * patron's id each bucket holds, not by the patrons' subsets, which hold only their latest loans (decision 0404).
 */
class FilterMatchesSpreadTest {
    @TempDir
    static Path dir;

    @Test
    void aFiltersChildrenLeadToTheDistinctParentsTheyFallIn() throws Exception {
        OnePatternAgrees.onEveryDesign("library-overdue", "overdue-loans-with-patron", dir, (design, m) ->
                // the loans' documents (50 loans, or the buckets they lie in) and ~44 patrons: neither 100 nor 55
                assertTrue(m.estDocsRead() < 100 && m.docsRead() > 70, "distinct patrons: " + design + ": " + m));
    }
}
