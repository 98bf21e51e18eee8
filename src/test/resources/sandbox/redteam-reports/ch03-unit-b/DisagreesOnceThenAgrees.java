// expect: UNREPRODUCED
import dev.boundedloop.accounting.*;
import java.util.ArrayList;
import java.util.List;

/** The reference step, except the eleventh instance made in the whole grading, which charges a cent too many: replayed, the same run agrees. */
public class DisagreesOnceThenAgrees implements ChargedStep {

    private static int made;
    private final boolean off;

    public DisagreesOnceThenAgrees() {
        made++;
        off = made == 11;
    }

    @Override
    public StepResult step(Ledger before, AttemptLimits limits, long nextCostCents, Provider provider, Toolbox tools) {
        if (off) {
            before = new Ledger(before.calls(), before.cents() + 1, before.tools());
        }
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
