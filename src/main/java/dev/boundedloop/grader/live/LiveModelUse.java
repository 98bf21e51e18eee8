package dev.boundedloop.grader.live;

/** What became of the live model in one live run. */
public enum LiveModelUse {
    /** The live model ran the loop; the transcript is its. */
    USED,
    /** No live model is configured: the transcript is the scripted run's. */
    NOT_CONFIGURED,
    /** The live model failed (unreachable, errors, malformed answers): the transcript is the scripted run's. */
    FAILED
}
