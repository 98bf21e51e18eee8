// expect: ERROR dev.boundedloop.accounting.ProviderFailure
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

/** Lets the checked provider failure escape the step without declaring it. */
public class SneakyProviderFailure implements ChargedStep {

    @SuppressWarnings("unchecked")
    private static <T extends Throwable> void sneaky(Throwable thrown) throws T {
        throw (T) thrown;
    }

    @Override
    public StepResult step(Ledger before, AttemptLimits limits, long nextCostCents, Provider provider, Toolbox tools) {
        try {
            provider.attempt();
        } catch (ProviderFailure failed) {
            SneakyProviderFailure.<RuntimeException>sneaky(failed);
        }
        return new StepResult(StepStatus.ANSWERED, before.withAttempt(nextCostCents));
    }
}
