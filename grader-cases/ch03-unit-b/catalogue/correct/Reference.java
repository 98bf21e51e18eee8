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

/** The reference step: accounting at admission, before the attempt or a tool call can fail. */
public class Reference implements ChargedStep {

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
        if (reply.toolCalls().isEmpty()) {
            return new StepResult(StepStatus.ANSWERED, charged);
        }
        if (charged.tools() + reply.toolCalls().size() > limits.maxTools()) {
            return new StepResult(StepStatus.TOOL_LIMIT, charged);
        }
        Ledger withTools = charged.withTools(reply.toolCalls().size());
        for (String tool : reply.toolCalls()) {
            try {
                tools.run(tool);
            } catch (ToolFailure failed) {
                // charged already; the next tool still runs
            }
        }
        return new StepResult(StepStatus.TOOLS_RAN, withTools);
    }
}
