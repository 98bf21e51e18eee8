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

/** Builds its own ledger from a private record and checks the remaining money instead of the sum. */
public class ChargesInARecordOfTheirOwn implements ChargedStep {

    private record Counters(int calls, long cents, int tools) {
        Ledger toLedger() {
            return new Ledger(calls, cents, tools);
        }
    }

    @Override
    public StepResult step(Ledger before, AttemptLimits limits, long nextCostCents, Provider provider, Toolbox tools) {
        Counters now = new Counters(before.calls(), before.cents(), before.tools());
        long remaining = limits.budgetCents() - now.cents();
        StepStatus refusal = now.calls() >= limits.maxCalls() ? StepStatus.CALL_LIMIT
                : nextCostCents > remaining ? StepStatus.COST_LIMIT : null;
        if (refusal != null) {
            return new StepResult(refusal, now.toLedger());
        }
        Counters charged = new Counters(now.calls() + 1, now.cents() + nextCostCents, now.tools());
        try {
            ProviderReply reply = provider.attempt();
            int asked = reply.toolCalls().size();
            if (asked == 0) {
                return new StepResult(StepStatus.ANSWERED, charged.toLedger());
            }
            if (limits.maxTools() - charged.tools() < asked) {
                return new StepResult(StepStatus.TOOL_LIMIT, charged.toLedger());
            }
            Counters withTools = new Counters(charged.calls(), charged.cents(), charged.tools() + asked);
            int index = 0;
            while (index < asked) {
                String tool = reply.toolCalls().get(index++);
                try {
                    tools.run(tool);
                } catch (ToolFailure ignored) {
                    continue;
                }
            }
            return new StepResult(StepStatus.TOOLS_RAN, withTools.toLedger());
        } catch (ProviderFailure failure) {
            return new StepResult(StepStatus.PROVIDER_FAILED, charged.toLedger());
        }
    }
}
