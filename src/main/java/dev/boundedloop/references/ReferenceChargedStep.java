package dev.boundedloop.references;

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

/** The repaired step: accounting at admission, before the provider attempt or a tool call can fail. */
public final class ReferenceChargedStep implements ChargedStep {

    @Override
    public StepResult step(Ledger before, AttemptLimits limits, long nextCostCents, Provider provider, Toolbox tools) {
        if (before.calls() >= limits.maxCalls()) {
            return new StepResult(StepStatus.CALL_LIMIT, before);
        }
        // Both sides are non-negative, so the subtraction cannot overflow where the addition could.
        if (before.cents() > limits.budgetCents() - nextCostCents) {
            return new StepResult(StepStatus.COST_LIMIT, before);
        }
        Ledger charged = before.withAttempt(nextCostCents);
        ProviderReply reply;
        try {
            reply = provider.attempt();
        } catch (ProviderFailure failed) {
            return new StepResult(StepStatus.PROVIDER_FAILED, charged);
        }
        int requested = reply.toolCalls().size();
        if (requested == 0) {
            return new StepResult(StepStatus.ANSWERED, charged);
        }
        if (charged.tools() > limits.maxTools() - requested) {
            return new StepResult(StepStatus.TOOL_LIMIT, charged);
        }
        Ledger withTools = charged.withTools(requested);
        for (String tool : reply.toolCalls()) {
            try {
                tools.run(tool);
            } catch (ToolFailure refused) {
                // An ordinary failed observation: the call was admitted and charged, the next one still runs.
            }
        }
        return new StepResult(StepStatus.TOOLS_RAN, withTools);
    }
}
