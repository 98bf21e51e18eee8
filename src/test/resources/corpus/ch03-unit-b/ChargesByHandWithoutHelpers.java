// expect: full
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

/** Correct, building every ledger with the constructor instead of withAttempt and withTools. */
public class ChargesByHandWithoutHelpers implements ChargedStep {

    @Override
    public StepResult step(Ledger before, AttemptLimits limits, long nextCostCents, Provider provider, Toolbox tools) {
        if (before.calls() >= limits.maxCalls()) {
            return new StepResult(StepStatus.CALL_LIMIT, before);
        }
        if (before.cents() + nextCostCents > limits.budgetCents()) {
            return new StepResult(StepStatus.COST_LIMIT, before);
        }
        Ledger charged = new Ledger(before.calls() + 1, before.cents() + nextCostCents, before.tools());
        ProviderReply reply;
        try {
            reply = provider.attempt();
        } catch (ProviderFailure failed) {
            return new StepResult(StepStatus.PROVIDER_FAILED, charged);
        }
        int asked = reply.toolCalls().size();
        if (asked == 0) {
            return new StepResult(StepStatus.ANSWERED, charged);
        }
        if (asked > limits.maxTools() - charged.tools()) {
            return new StepResult(StepStatus.TOOL_LIMIT, charged);
        }
        Ledger withTools = new Ledger(charged.calls(), charged.cents(), charged.tools() + asked);
        for (int i = asked - 1; i >= 0; i--) {
            String tool = reply.toolCalls().get(asked - 1 - i);
            try {
                tools.run(tool);
            } catch (ToolFailure failed) {
                // charged before it ran
            }
        }
        return new StepResult(StepStatus.TOOLS_RAN, withTools);
    }
}
