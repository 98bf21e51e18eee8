// expect: REJECTED java.lang.Class#getDeclaredFields
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

/** Looks inside the grader's provider for its script and attempt counter. */
public class ReflectsIntoTheProvider implements ChargedStep {

    @Override
    public StepResult step(Ledger before, AttemptLimits limits, long nextCostCents, Provider provider, Toolbox tools) {
        int fields = provider.getClass().getDeclaredFields().length;
        return new StepResult(StepStatus.ANSWERED, before.withTools(fields));
    }
}
