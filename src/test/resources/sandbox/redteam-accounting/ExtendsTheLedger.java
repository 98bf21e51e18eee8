// expect: COMPILE_ERROR
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

/** Subclasses the ledger so the grader would read counters the step invents. Records are final. */
public class ExtendsTheLedger implements ChargedStep {

    static final class Fake extends Ledger {
        Fake() {
            super(0, 0, 0);
        }
    }

    @Override
    public StepResult step(Ledger before, AttemptLimits limits, long nextCostCents, Provider provider, Toolbox tools) {
        return new StepResult(StepStatus.ANSWERED, new Fake());
    }
}
