package dev.docshape.model.advice;

/** The advisor's judgement calls, in one place (docs/advisor-rules.md explains each). */
public final class Thresholds {
    private Thresholds() {
    }

    /** "Few" ends here: up to this many children a parent can embed them whole. */
    public static final int FEW = 100;
    /** A one-to-many with more children than this is "many", too many to embed whole. */
    public static final int LARGE = 1000;
    /** An entity updated at least this often per day "changes often", like a FREQUENT relationship child. */
    public static final double FREQUENT_UPDATES_PER_DAY = 24;
    /** N + 1 is worth a finding when the naive round trips are at least this many times the batched ones ... */
    public static final double N_PLUS_ONE_RATIO = 3;
    /** ... and at least this many more ... */
    public static final double N_PLUS_ONE_EXTRA_TRIPS = 5;
    /** ... on a pattern run at least this often per second. */
    public static final double N_PLUS_ONE_MIN_FREQUENCY = 1;
    /** A read run at least this often per second is frequent enough for a hybrid rule to copy or count for it. */
    public static final double FREQUENT_READS_PER_SECOND = 1;
    /** An extended reference copies at most this many fields: "a few fields" of the target. */
    public static final int FEW_COPIED_FIELDS = 3;
    /** A feed is suggested only for an entity with at least this many times the documents it would keep: "many documents". */
    public static final int FEED_SHARE = 10;
    /** A feed per parent only where a parent has at least this many times the kept N children on average (decision 0326). */
    static final int FEED_PER_PARENT_SHARE = 2;
    /** Bucket size suggested when no read pages through the children. */
    public static final int DEFAULT_BUCKET_SIZE = 100;
}
