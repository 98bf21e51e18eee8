package dev.boundedloop.grader.standings;

/**
 * How late a submission came: started days after the learner's due time, and the penalty those
 * days cost. The report keeps the raw score; the penalty applies to what the course counts.
 */
public record Lateness(int days, int penaltyPercent) {

    public static final Lateness ON_TIME = new Lateness(0, 0);

    /** From a submission's two lateness columns, NULL when it came on time. */
    public static Lateness stored(Integer days, Integer penaltyPercent) {
        return days == null ? ON_TIME : new Lateness(days, penaltyPercent == null ? 0 : penaltyPercent);
    }

    public boolean late() {
        return days > 0;
    }

    /** The score after the penalty, never below 0. */
    public int apply(int rawScore) {
        return Math.max(0, rawScore - (int) Math.round(rawScore * penaltyPercent / 100.0));
    }
}
