// expect: TIMEOUT
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

/** Builds a reply of two billion tool calls, hoping the API's unmetered copy does the work. The sandbox charges for the list by its size, so the fuel runs out before the reply is even asked. */
public class HugeReplyList implements ChargedStep {

    @Override
    public StepResult step(Ledger before, AttemptLimits limits, long nextCostCents, Provider provider, Toolbox tools) {
        ProviderReply reply = new ProviderReply("", Collections.nCopies(Integer.MAX_VALUE, "x"));
        return new StepResult(StepStatus.ANSWERED, before.withTools(reply.toolCalls().size()));
    }
}
