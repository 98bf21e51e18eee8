// expect: TIMEOUT
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
 * Calls itself after every failed attempt, without end, so each provider failure is built on a
 * deeper stack than the last. The case runs out of fuel; the worker carries on.
 */
public class RecursesThroughTheStep implements ChargedStep {

    @Override
    public StepResult step(Ledger before, AttemptLimits limits, long nextCostCents, Provider provider, Toolbox tools) {
        try {
            provider.attempt();
        } catch (ProviderFailure failed) {
            // fall through to the recursion
        }
        return step(before, limits, nextCostCents, provider, tools);
    }
}
