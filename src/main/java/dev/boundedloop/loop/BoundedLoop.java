package dev.boundedloop.loop;

import dev.boundedloop.policy.AdmissionPolicy;
import java.time.Clock;
import java.util.List;
import java.util.Objects;
import java.util.function.BooleanSupplier;

/**
 * The bounded agent loop, a port of the course runtime's {@code run_loop} in which a learner's
 * {@link AdmissionPolicy} decides, before every model attempt, whether the attempt may start.
 *
 * <p>Each iteration, in this order:
 * <ol>
 *   <li>ask the policy; MODEL_CALL_LIMIT ends the run, and a CALL past the call limit ends it with
 *       BACKSTOP, the loop's own ceiling that a broken policy cannot override;
 *   <li>check STOP_REQUESTED, TIME_LIMIT, CONTEXT_LIMIT and TOKEN_LIMIT, in that order;
 *   <li>end with MODEL_COST_LIMIT when the policy answered it;
 *   <li>charge the attempt's exposure and count it before the attempt, so a failing provider is never free;
 *   <li>call the model; a failure ends the run with MODEL_FAILED;
 *   <li>check TIME_LIMIT again;
 *   <li>refuse reported output tokens outside 0 to the allowance with INVALID_USAGE;
 *   <li>refuse a call id repeated in the turn or from an earlier turn with REPEATED_CALL_ID;
 *   <li>refuse a turn whose calls would pass the tool limit with TOOL_LIMIT; it is not appended and no
 *       tool runs;
 *   <li>append the turn; without calls it ends the run, COMPLETED with text and EMPTY_REPLY without;
 *   <li>run each call: check the stop signal and the time, count it, dispatch it, and append the
 *       observation under its call id.
 * </ol>
 *
 * <p>Instances are immutable and may run any number of times; the withers return a changed copy.
 * An exception the policy throws leaves {@link #run} unchanged, so the grader can classify it.
 */
public final class BoundedLoop {

    private final AdmissionPolicy policy;
    private final Limits limits;
    private final Clock clock;
    private final LoopObserver observer;
    private final BooleanSupplier stopSignal;

    public BoundedLoop(AdmissionPolicy policy, Limits limits) {
        this(policy, limits, Clock.systemUTC(), event -> {}, () -> false);
    }

    private BoundedLoop(
            AdmissionPolicy policy, Limits limits, Clock clock, LoopObserver observer, BooleanSupplier stopSignal) {
        this.policy = Objects.requireNonNull(policy, "policy must not be null");
        this.limits = Objects.requireNonNull(limits, "limits must not be null");
        this.clock = Objects.requireNonNull(clock, "clock must not be null");
        this.observer = Objects.requireNonNull(observer, "observer must not be null");
        this.stopSignal = Objects.requireNonNull(stopSignal, "stopSignal must not be null");
    }

    /** The same loop, timing its runs with this clock. */
    public BoundedLoop withClock(Clock clock) {
        return new BoundedLoop(policy, limits, clock, observer, stopSignal);
    }

    /** The same loop, reporting each model call to this observer. */
    public BoundedLoop withObserver(LoopObserver observer) {
        return new BoundedLoop(policy, limits, clock, observer, stopSignal);
    }

    /** The same loop, ending a run with STOP_REQUESTED once this answers true. */
    public BoundedLoop withStopSignal(BooleanSupplier stopSignal) {
        return new BoundedLoop(policy, limits, clock, observer, stopSignal);
    }

    public Limits limits() {
        return limits;
    }

    /**
     * Runs the loop until a terminal status.
     *
     * @param model the model, used by this run only
     * @param dispatcher the tools the model may request
     * @param initialMessages the opening transcript, usually a system and a user message
     * @throws IllegalStateException when the policy answers {@code null}
     */
    public LoopResult run(Model model, Dispatcher dispatcher, List<Message> initialMessages) {
        return new LoopRun(policy, limits, clock, observer, stopSignal, model, dispatcher, initialMessages).run();
    }
}
