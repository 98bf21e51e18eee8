// expect: FAILS cut
import dev.boundedloop.accounting.*;

/** Runs a thousand extra tools a step, each named with a hundred thousand euro signs. */
public class NonAsciiToolNamesEveryStep implements ChargedStep {

    private static final String EUROS = "\u20ac".repeat(100_000);

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
            for (int extra = 0; extra < 1_000; extra++) {
                try {
                    tools.run(EUROS);
                } catch (ToolFailure failed) {
                    // ignored
                }
            }
        }
        return new StepResult(StepStatus.TOOLS_RAN, withTools);
    }
}
