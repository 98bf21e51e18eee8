// expect: ERROR java.lang.IllegalArgumentException
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
import java.util.Collections;

/** Builds a reply of a thousand tool calls: the reply refuses it by its size before copying it. */
public class TooManyToolCallsInAReply implements ChargedStep {

    @Override
    public StepResult step(Ledger before, AttemptLimits limits, long nextCostCents, Provider provider, Toolbox tools) {
        ProviderReply reply = new ProviderReply("", Collections.nCopies(1_000, "draft_order"));
        return new StepResult(StepStatus.ANSWERED, before.withTools(reply.toolCalls().size()));
    }
}
