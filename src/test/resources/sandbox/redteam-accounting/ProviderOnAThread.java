// expect: REJECTED java.lang.Thread#<init>
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

/** Calls the provider from a thread of its own, outside the case's metering. */
public class ProviderOnAThread implements ChargedStep {

    @Override
    public StepResult step(Ledger before, AttemptLimits limits, long nextCostCents, Provider provider, Toolbox tools) {
        new Thread(() -> {
            try {
                provider.attempt();
            } catch (ProviderFailure failed) {
                // ignored
            }
        }).start();
        return new StepResult(StepStatus.ANSWERED, before);
    }
}
