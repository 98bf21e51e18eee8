package dev.boundedloop.policy;

/**
 * Decides, before every model call of a bounded agent loop, whether the next attempt may start.
 *
 * <p>Your implementation must be a public class with a public no-argument constructor. The grader
 * creates a fresh instance for every case, so keep no state between calls: the state you need is
 * in {@link AdmissionState}.
 *
 * <p>While you are still working, throw {@link UnsupportedOperationException} from {@link #decide}
 * and the grader reports the affected cases as NEEDS_WORK instead of errors.
 */
public interface AdmissionPolicy {

    /**
     * Decides whether the next model attempt is admitted.
     *
     * @param state the counters before the attempt, never {@code null}
     * @return {@link Admission#CALL} to admit the attempt, or the limit that refuses it; never
     *     {@code null}
     */
    Admission decide(AdmissionState state);
}
