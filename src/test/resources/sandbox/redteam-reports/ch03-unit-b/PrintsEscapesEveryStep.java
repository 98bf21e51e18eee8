// expect: full
import dev.boundedloop.accounting.*;

/** A correct step that prints control characters and accents on both streams at every step. */
public class PrintsEscapesEveryStep implements ChargedStep {

    private static final String NOISE = "\u0001\u001b[2J\u00e9".repeat(50);

    @Override
    public StepResult step(Ledger before, AttemptLimits limits, long nextCostCents, Provider provider, Toolbox tools) {
        for (int i = 0; i < 40; i++) {
            System.out.print(NOISE);
            System.err.print(NOISE);
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
