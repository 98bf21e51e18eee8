// expect: ERROR GetMessageReturnsHugeText$Wordy
import dev.boundedloop.accounting.*;

/** Throws an exception whose getMessage builds four million characters, within the case's memory. */
public class GetMessageReturnsHugeText implements ChargedStep {

    static final class Wordy extends RuntimeException {
        @Override
        public String getMessage() {
            return "wordy ".repeat(666_667);
        }
    }

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
            throw new Wordy();
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
