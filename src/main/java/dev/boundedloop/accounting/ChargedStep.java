package dev.boundedloop.accounting;

/**
 * One iteration of the bounded loop's accounting: admit the next provider attempt, charge it, then
 * call the provider, and, when the provider asks for tools, admit, charge and run them the same way.
 *
 * <p>Accounting belongs at admission: an admitted attempt costs one call and its estimated cents
 * whether or not the provider then fails. A step that charges only after the provider returns
 * makes a failing provider look free, and the loop never reaches its bound.
 *
 * <p>Your implementation must be a public class with a public no-argument constructor. The grader
 * creates a fresh instance for every case; keep no state between steps, everything you need is in
 * the arguments. While you are still working, throw {@link UnsupportedOperationException} and the
 * grader reports the affected cases as NEEDS_WORK instead of errors.
 */
public interface ChargedStep {

    /**
     * Runs one step, in this order:
     * <ol>
     *   <li>refuse with {@link StepStatus#CALL_LIMIT} when {@code before.calls()} has reached
     *       {@code limits.maxCalls()} (checked first), otherwise with {@link StepStatus#COST_LIMIT}
     *       when {@code before.cents() + nextCostCents} would exceed {@code limits.budgetCents()}
     *       (an exact fit is admitted); a refusal returns {@code before} unchanged and calls nothing;
     *   <li>charge the attempt: one call and {@code nextCostCents};
     *   <li>call the provider once; if it throws {@link ProviderFailure}, return
     *       {@link StepStatus#PROVIDER_FAILED} with the charged ledger;
     *   <li>a reply without tool calls is {@link StepStatus#ANSWERED};
     *   <li>a reply with tool calls: if they would take {@code tools} above {@code limits.maxTools()},
     *       return {@link StepStatus#TOOL_LIMIT} and run none of them; otherwise charge all of them,
     *       then run each in order, where a {@link ToolFailure} is an ordinary observation and the
     *       next tool still runs; return {@link StepStatus#TOOLS_RAN}.
     * </ol>
     *
     * @param before the ledger before this step, never {@code null}
     * @param limits the run's limits, never {@code null}
     * @param nextCostCents the estimated cents of the next provider attempt, never negative; it may
     *     differ on every attempt
     * @param provider the provider to call at most once, never {@code null}
     * @param tools runs the tools a reply asks for, never {@code null}
     * @return what happened and the ledger after it; never {@code null}
     */
    StepResult step(Ledger before, AttemptLimits limits, long nextCostCents, Provider provider, Toolbox tools);
}
