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

/** Charges a turn's tools before checking them against the limit, so a refused turn still counts its tools. */
public class ChargesTheToolTurnBeforeTheLimitCheck implements ChargedStep {

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
        Ledger withTools = charged.withTools(asked);
        if (withTools.tools() > limits.maxTools()) {
            return new StepResult(StepStatus.TOOL_LIMIT, withTools);
        }
        for (String tool : reply.toolCalls()) {
            try {
                tools.run(tool);
            } catch (ToolFailure failed) {
                // charged already
            }
        }
        return new StepResult(StepStatus.TOOLS_RAN, withTools);
    }
}
