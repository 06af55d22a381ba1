package dev.docshape.model.query;

/**
 * What an aggregate taking one parent's first N children over its buckets knows of them ({@link FirstItemsOverBuckets}):
 * the buckets' filter, the array holding the items and how many are taken. Cosmos DB SQL, which cannot stop after N items
 * of a JOIN across documents, queries the buckets by the filter and the application takes the first N items over them
 * (decisions 0524, 0529).
 *
 * @param match the buckets the parent's id finds ({@code {memberId: id}})
 * @param items the array of the bucket documents holding the items
 * @param first the items taken, N
 */
public record FirstItems(Expr.Doc match, String items, int first) {
}
