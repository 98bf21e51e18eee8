// expect: ERROR java.lang.ArithmeticException
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

/** Wraps the ledger's call counter round to a negative. */
public class LedgerOverflow implements ChargedStep {

    @Override
    public StepResult step(Ledger before, AttemptLimits limits, long nextCostCents, Provider provider, Toolbox tools) {
        Ledger huge = new Ledger(Integer.MAX_VALUE, Long.MAX_VALUE, Integer.MAX_VALUE);
        return new StepResult(StepStatus.ANSWERED, huge.withAttempt(nextCostCents));
    }
}
