// expect: REJECTED java.lang.Class#forName
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

/** Loads the grader's reference step by name to delegate to it. */
public class ForNameTheReference implements ChargedStep {

    @Override
    public StepResult step(Ledger before, AttemptLimits limits, long nextCostCents, Provider provider, Toolbox tools) {
        try {
            Class.forName("dev.boundedloop.references.ReferenceChargedStep");
        } catch (ClassNotFoundException missing) {
            // try anyway
        }
        return new StepResult(StepStatus.ANSWERED, before);
    }
}
