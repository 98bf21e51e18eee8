// expect: loses-points
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

/** Admits a turn's tools one by one and runs some of them, where the turn should be refused whole. */
public class ToolLimitPerTool implements ChargedStep {

    @Override
    public StepResult step(Ledger before, AttemptLimits limits, long nextCostCents, Provider provider, Toolbox tools) {
        if (before.calls() >= limits.maxCalls()) {
            return new StepResult(StepStatus.CALL_LIMIT, before);
        }
        if (before.cents() + nextCostCents > limits.budgetCents()) {
            return new StepResult(StepStatus.COST_LIMIT, before);
        }
        Ledger charged = before.withAttempt(nextCostCents);
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
        Ledger after = charged;
        for (String tool : reply.toolCalls()) {
            if (after.tools() + 1 > limits.maxTools()) {
                return new StepResult(StepStatus.TOOL_LIMIT, after);
            }
            after = after.withTools(1);
            try {
                tools.run(tool);
            } catch (ToolFailure failed) {
                // charged already
            }
        }
        return new StepResult(StepStatus.TOOLS_RAN, after);
    }
}
