import dev.boundedloop.accounting.AttemptLimits;
import dev.boundedloop.accounting.ChargedStep;
import dev.boundedloop.accounting.Ledger;
import dev.boundedloop.accounting.Provider;
import dev.boundedloop.accounting.ProviderFailure;
import dev.boundedloop.accounting.ProviderReply;
import dev.boundedloop.accounting.StepResult;
import dev.boundedloop.accounting.StepStatus;
import dev.boundedloop.accounting.ToolFailure;
import dev.boundedloop.accounting.Toolbox;

/**
 * One step of the bounded loop: admit the next provider attempt, charge it, then call the provider.
 *
 * The starter is unfinished on purpose: until you replace the throw below, every case reports
 * NEEDS_WORK and the submission earns no points. In Unit A's loop the charge came after the call,
 * so a provider that keeps failing looked free. Repair the order:
 *   - refuse with CALL_LIMIT when before.calls() has reached limits.maxCalls() (checked first),
 *     otherwise with COST_LIMIT when before.cents() + nextCostCents would exceed
 *     limits.budgetCents() (an exact fit is admitted); a refusal returns `before` unchanged;
 *   - charge the attempt (before.withAttempt(nextCostCents)) BEFORE calling the provider;
 *   - call provider.attempt() once; a ProviderFailure is PROVIDER_FAILED with the charged ledger;
 *   - a reply without tool calls is ANSWERED;
 *   - a reply with tool calls: TOOL_LIMIT (none run) if they would take the tools above
 *     limits.maxTools(); otherwise charge them all, run each (a ToolFailure is an ordinary
 *     observation, keep going) and return TOOLS_RAN.
 */
public class Starter implements ChargedStep {

    @Override
    public StepResult step(Ledger before, AttemptLimits limits, long nextCostCents, Provider provider, Toolbox tools) {
        throw new UnsupportedOperationException(
                "TODO: admit, charge, then call the provider; a failed attempt is still charged");
    }
}
