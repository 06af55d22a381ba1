package dev.docshape.model.profile;

/**
 * Request-unit (RU) costs in the style of Azure Cosmos DB. All cost constants of DocShape live
 * here (see docs/counting-rules.md#request-units for where the numbers come from).
 *
 * <p>Costs grow linearly with the document size, anchored at two published points:
 * <ul>
 *   <li>a point read of a 1 KB document costs {@code readRuAt1Kb} (1 RU), a 100 KB one about
 *       10 RU, so every further KB adds {@code readRuPerExtraKb} (9/99 RU);</li>
 *   <li>an insert of 1 KB costs {@code insertRuAt1Kb} (5.5 RU), growing by the same factor of ten
 *       per 100 KB ({@code insertRuPerExtraKb} = 0.5 RU);</li>
 *   <li>a replace (every update rewrites the whole document) costs {@code replaceFactor} (2) times
 *       an insert of the same size; a delete costs as much as an insert;</li>
 *   <li>a query costs {@code queryBaseRu} plus the reads of the documents it returns; a count
 *       query costs only the base charge (it reads the index).</li>
 * </ul>
 * Documents smaller than 1 KB cost as much as 1 KB.
 *
 * @param readRuAt1Kb        RU of a point read of a document of up to 1 KB
 * @param readRuPerExtraKb   RU each further KB adds to a read
 * @param insertRuAt1Kb      RU of an insert of up to 1 KB
 * @param insertRuPerExtraKb RU each further KB adds to an insert
 * @param replaceFactor      a replace costs this many inserts of the same size
 * @param queryBaseRu        the fixed charge of a query, before its reads
 */
public record CostModel(double readRuAt1Kb, double readRuPerExtraKb, double insertRuAt1Kb,
                        double insertRuPerExtraKb, double replaceFactor, double queryBaseRu) {

    /** Cosmos DB's published figures (1 RU per 1 KB read, about 5.5 RU per 1 KB insert). */
    public static final CostModel COSMOS_REQUEST_UNITS = new CostModel(1.0, 9.0 / 99.0, 5.5, 0.5, 2.0, 2.5);

    public CostModel {
        if (readRuAt1Kb < 0 || readRuPerExtraKb < 0 || insertRuAt1Kb < 0 || insertRuPerExtraKb < 0
                || replaceFactor < 0 || queryBaseRu < 0) {
            throw new IllegalArgumentException("cost model constants must not be negative");
        }
    }

    /** RU of reading one document of {@code bytes} (a point read, or one document of a query). */
    public double readRu(double bytes) {
        return readRuAt1Kb + readRuPerExtraKb * extraKb(bytes);
    }

    /** RU of inserting one document of {@code bytes}. */
    public double insertRu(double bytes) {
        return insertRuAt1Kb + insertRuPerExtraKb * extraKb(bytes);
    }

    /** RU of rewriting one document of {@code bytes} (any update). */
    public double replaceRu(double bytes) {
        return replaceFactor * insertRu(bytes);
    }

    /** RU of deleting one document of {@code bytes}. */
    public double deleteRu(double bytes) {
        return insertRu(bytes);
    }

    /** RU of a query returning {@code docs} documents of {@code bytesPerDoc} each. */
    public double queryRu(double docs, double bytesPerDoc) {
        return queryBaseRu + docs * readRu(bytesPerDoc);
    }

    private static double extraKb(double bytes) {
        return Math.max(0, bytes / 1024.0 - 1);
    }
}
