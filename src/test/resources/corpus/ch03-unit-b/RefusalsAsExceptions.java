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

/** Correct, signalling a refusal with a private exception caught at the top of the step. */
public class RefusalsAsExceptions implements ChargedStep {

    private static final class Refused extends Exception {
        final StepStatus status;

        Refused(StepStatus status) {
            super(status.name());
            this.status = status;
        }
    }

    private static void admit(Ledger before, AttemptLimits limits, long next) throws Refused {
        if (before.calls() >= limits.maxCalls()) {
            throw new Refused(StepStatus.CALL_LIMIT);
        }
        if (Math.addExact(before.cents(), next) > limits.budgetCents()) {
            throw new Refused(StepStatus.COST_LIMIT);
        }
    }

    @Override
    public StepResult step(Ledger before, AttemptLimits limits, long nextCostCents, Provider provider, Toolbox tools) {
        try {
            admit(before, limits, nextCostCents);
        } catch (Refused refused) {
            return new StepResult(refused.status, before);
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
