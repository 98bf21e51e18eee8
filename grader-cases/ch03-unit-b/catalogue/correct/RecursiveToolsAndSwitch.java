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
import java.util.List;

/** Runs the tools recursively and decides the admission with a switch over a small enum of its own. */
public class RecursiveToolsAndSwitch implements ChargedStep {

    private enum Gate { OPEN, CALLS_EXHAUSTED, MONEY_EXHAUSTED }

    private static Gate gate(Ledger before, AttemptLimits limits, long next) {
        if (limits.maxCalls() - before.calls() <= 0) {
            return Gate.CALLS_EXHAUSTED;
        }
        return Long.compare(before.cents() + next, limits.budgetCents()) > 0 ? Gate.MONEY_EXHAUSTED : Gate.OPEN;
    }

    private static void runFrom(List<String> calls, int index, Toolbox tools) {
        if (index == calls.size()) {
            return;
        }
        try {
            tools.run(calls.get(index));
        } catch (ToolFailure failed) {
            // an ordinary failed observation; the call was charged before it ran
        }
        runFrom(calls, index + 1, tools);
    }

    @Override
    public StepResult step(Ledger before, AttemptLimits limits, long nextCostCents, Provider provider, Toolbox tools) {
        switch (gate(before, limits, nextCostCents)) {
            case CALLS_EXHAUSTED:
                return new StepResult(StepStatus.CALL_LIMIT, before);
            case MONEY_EXHAUSTED:
                return new StepResult(StepStatus.COST_LIMIT, before);
            default:
                break;
        }
        Ledger after = before.withAttempt(nextCostCents);
        final ProviderReply reply;
        try {
            reply = provider.attempt();
        } catch (ProviderFailure failure) {
            return new StepResult(StepStatus.PROVIDER_FAILED, after);
        }
        List<String> calls = reply.toolCalls();
        if (calls.isEmpty()) {
            return new StepResult(StepStatus.ANSWERED, after);
        }
        if (after.withTools(calls.size()).tools() > limits.maxTools()) {
            return new StepResult(StepStatus.TOOL_LIMIT, after);
        }
        after = after.withTools(calls.size());
        runFrom(calls, 0, tools);
        return new StepResult(StepStatus.TOOLS_RAN, after);
    }
}
