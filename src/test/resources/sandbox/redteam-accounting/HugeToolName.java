// expect: MEMORY_LIMIT
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

/** Hands the toolbox a tool name of a hundred million characters. */
public class HugeToolName implements ChargedStep {

    @Override
    public StepResult step(Ledger before, AttemptLimits limits, long nextCostCents, Provider provider, Toolbox tools) {
        try {
            tools.run("x".repeat(100_000_000));
        } catch (ToolFailure failed) {
            // whatever
        }
        return new StepResult(StepStatus.ANSWERED, before);
    }
}
