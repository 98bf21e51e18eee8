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

/** Correct, but keeps the last few providers it was handed in a static array and pokes the earlier ones on each step. Those belong to finished runs, so neither this case nor another one can change. */
public class PokesEarlierRunsProviders implements ChargedStep {

    private static final Provider[] earlier = new Provider[4];
    private static int next;

    @Override
    public StepResult step(Ledger before, AttemptLimits limits, long nextCostCents, Provider provider, Toolbox tools) {
        boolean known = false;
        for (Provider seen : earlier) {
            known |= seen == provider;
        }
        if (!known) {
            earlier[next] = provider;
            next = (next + 1) % earlier.length;
        }
        for (Provider old : earlier) {
            if (old != null && old != provider) {
                try {
                    old.attempt();
                } catch (ProviderFailure ignored) {
                    // a finished run's provider: nothing here depends on it
                }
            }
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
        int asked = reply.toolCalls().size();
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
                // charged already
            }
        }
        return new StepResult(StepStatus.TOOLS_RAN, charged.withTools(asked));
    }
}
