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

/**
 * Correct, but first tries to empty the reply's tool list so the grader would see fewer tools. The
 * list is a read-only copy, so the attempt throws and changes nothing.
 */
public class TriesToChangeWhatItIsGiven implements ChargedStep {

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
        try {
            reply.toolCalls().clear();
        } catch (RuntimeException readOnly) {
            // read-only, as it should be
        }
        if (asked == 0) {
            return new StepResult(StepStatus.ANSWERED, charged);
        }
        if (charged.tools() + asked > limits.maxTools()) {
            return new StepResult(StepStatus.TOOL_LIMIT, charged);
        }
        for (String tool : reply.toolCalls()) {
            try {
                tools.run(tool);
            } catch (ToolFailure failed) {
                // counted below all the same
            }
        }
        return new StepResult(StepStatus.TOOLS_RAN, charged.withTools(asked));
    }
}
