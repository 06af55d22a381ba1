package dev.docshape.model.profile;

/**
 * Request-unit (RU) charges of Azure Cosmos DB, one constant per published figure. All cost
 * constants of DocShape live here; docs/counting-rules.md#request-units says how they combine and
 * where each comes from. The sources, all Microsoft's own documentation:
 * <ol>
 *   <li>[RU] "Request units in Azure Cosmos DB" (learn.microsoft.com/azure/cosmos-db/request-units):
 *       a point read of a 1 KB item is 1 RU; the charge of a write grows with the item's size and
 *       with the number of indexed properties;</li>
 *   <li>[COST] "Optimize request cost in Azure Cosmos DB"
 *       (learn.microsoft.com/azure/cosmos-db/optimize-cost-reads-writes): a point read is 1 RU at
 *       1 KB and 10 RU at 100 KB; a write about 5 RU at 1 KB and 50 RU at 100 KB; a query's charge
 *       depends on the items it loads and returns;</li>
 *   <li>[BLOG] "How to model and partition data on Azure Cosmos DB using a real-world example"
 *       (learn.microsoft.com/azure/cosmos-db/how-to-model-partition-example): measured charges of
 *       a blogging platform: creating a user 5.71 RU, a like 7.05, a comment 8.57, a post 8.76;
 *       a stored procedure that reads a post, replaces it with its comment count incremented and
 *       creates the comment 15.27 RU; a single-partition query for a post's ~12 comments 7.72 RU,
 *       for its ~50 likes 8.92, for a user's ~27 posts 6.46, for the 100 latest posts 16.97;</li>
 *   <li>[PATCH] "Partial document update FAQ"
 *       (learn.microsoft.com/azure/cosmos-db/partial-document-update-faq): a patch is charged like
 *       the other writes; no significant reduction in RU is to be expected.</li>
 * </ol>
 *
 * <p>Documents smaller than 1 KB cost as much as 1 KB. An index term is one indexed value (Cosmos
 * DB indexes every property by default [RU]): a write pays {@code indexRuPerTerm} for each term it
 * adds or removes, so a replace that changes one value pays for two (the old term out, the new in).
 *
 * @param pointReadRuAt1Kb       RU of a point read of a document of up to 1 KB [RU][COST]
 * @param pointReadRuPerExtraKb  RU each further KB adds to a point read (10 RU at 100 KB [COST])
 * @param queryBaseRu            the fixed charge of a query, before the documents it returns [BLOG]
 * @param queryRuPerDocument     RU per document a query returns, whatever its size [BLOG]
 * @param queryRuPerKb           RU per KB of the documents a query returns [BLOG]
 * @param countRuPerItem         RU per item a count query counts in the index [BLOG: counts of Q2 in V1]
 * @param writeBaseRu            the fixed charge of an insert, replace, patch or delete [BLOG]
 * @param writeRuPerExtraKb      RU each KB beyond the first adds to a write (50 RU at 100 KB [COST])
 * @param indexRuPerTerm         RU per index term a write adds or removes [RU][BLOG]
 */
public record CostModel(double pointReadRuAt1Kb, double pointReadRuPerExtraKb, double queryBaseRu,
                        double queryRuPerDocument, double queryRuPerKb, double countRuPerItem,
                        double writeBaseRu, double writeRuPerExtraKb, double indexRuPerTerm) {

    /**
     * Cosmos DB's published figures: 1 RU per 1 KB point read (10 RU at 100 KB); a write 4.9 RU
     * plus 0.4 RU per index term (a two-property user 5.7 RU, a five-property like 6.9 RU), growing
     * to about 50 RU at 100 KB; a query 2.5 RU plus 0.15 RU per document and 0.1 RU per KB returned;
     * a count 2.5 RU plus 0.15 RU per item counted.
     */
    public static final CostModel COSMOS_REQUEST_UNITS = new CostModel(1.0, 9.0 / 99.0, 2.5, 0.15, 0.1, 0.15,
            4.9, 0.45, 0.4);

    public CostModel {
        double[] all = {pointReadRuAt1Kb, pointReadRuPerExtraKb, queryBaseRu, queryRuPerDocument, queryRuPerKb,
                countRuPerItem, writeBaseRu, writeRuPerExtraKb, indexRuPerTerm};
        for (double v : all) {
            if (!(v >= 0) || Double.isInfinite(v)) throw new IllegalArgumentException("cost model constants must be finite and not negative");
        }
    }

    /** RU of reading one document of {@code bytes} by its id (a point read). */
    public double pointReadRu(double bytes) {
        return pointReadRuAt1Kb + pointReadRuPerExtraKb * extraKb(bytes);
    }

    /** RU of a query returning {@code docs} documents of {@code bytesPerDoc} each. */
    public double queryRu(double docs, double bytesPerDoc) {
        return queryBaseRu + docs * (queryRuPerDocument + queryRuPerKb * Math.max(0, bytesPerDoc) / 1024.0);
    }

    /** RU of a count query counting {@code items} index entries. */
    public double countRu(double items) {
        return queryBaseRu + countRuPerItem * Math.max(0, items);
    }

    /** RU of inserting (or deleting) one document of {@code bytes} holding {@code indexTerms} indexed values. */
    public double insertRu(double bytes, double indexTerms) {
        return writeBaseRu + writeRuPerExtraKb * extraKb(bytes) + indexRuPerTerm * Math.max(0, indexTerms);
    }

    /**
     * RU of rewriting one document of {@code bytes} (a replace or a patch: Cosmos DB charges a
     * patch like the write it stands for [PATCH]) that changes {@code changedTerms} indexed values:
     * each one's old term is removed and the new one added.
     */
    public double updateRu(double bytes, double changedTerms) {
        return writeBaseRu + writeRuPerExtraKb * extraKb(bytes) + 2 * indexRuPerTerm * Math.max(0, changedTerms);
    }

    /**
     * RU a request adds by going to {@code partitions} physical partitions instead of one: each
     * further partition runs it against its own index and charges a query's base charge
     * (docs/counting-rules.md "Partitions").
     */
    public double fanOutRu(int partitions) {
        return queryBaseRu * Math.max(0, partitions - 1);
    }

    private static double extraKb(double bytes) {
        return Math.max(0, bytes / 1024.0 - 1);
    }
}
