// expect: MEMORY_LIMIT
import dev.boundedloop.accounting.*;
import java.util.ArrayList;
import java.util.List;

/** Keeps two megabytes of every step in a static list, within each case's budget, until the heap is full. */
public class HoardsEveryStepInAStatic implements ChargedStep {

    private static final List<String> HOARD = new ArrayList<>();

    @Override
    public StepResult step(Ledger before, AttemptLimits limits, long nextCostCents, Provider provider, Toolbox tools) {
        HOARD.add("\u0127".repeat(1_000_000));
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
        for (String tool : reply.toolCalls()) {
            try {
                tools.run(tool);
            } catch (ToolFailure failed) {
                // charged already; the next tool still runs
            }
        }
        return new StepResult(StepStatus.TOOLS_RAN, charged.withTools(reply.toolCalls().size()));
    }
}
