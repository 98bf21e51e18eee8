package dev.boundedloop.grader.accounting;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.boundedloop.accounting.AttemptLimits;
import dev.boundedloop.accounting.Ledger;
import dev.boundedloop.accounting.ProviderReply;
import dev.boundedloop.accounting.StepResult;
import dev.boundedloop.accounting.StepStatus;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The learner API's own guards. Its code runs unmetered inside the sandbox, so each bound here is
 * what keeps a hostile step from making the API do unbounded work, and each copy is what keeps a
 * step from changing what the grader holds.
 */
class LearnerApiTypesTest {

    @Test
    void aReplyKeepsItsOwnReadOnlyCopyOfTheToolCalls() {
        List<String> asked = new ArrayList<>(List.of("list_stock", "supplier"));
        ProviderReply reply = new ProviderReply("", asked);

        asked.clear();

        assertThat(reply.toolCalls()).containsExactly("list_stock", "supplier");
        assertThatThrownBy(() -> reply.toolCalls().clear()).isInstanceOf(UnsupportedOperationException.class);
    }

    @Test
    void aReplyRefusesMoreToolCallsThanAnyTurnBeforeCopyingThem() {
        assertThatThrownBy(() -> new ProviderReply("", Collections.nCopies(Integer.MAX_VALUE, "x")))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("at most 32 tool calls");
        assertThatThrownBy(() -> new ProviderReply("", Collections.singletonList(null)))
                .isInstanceOf(NullPointerException.class);
    }

    @Test
    void aLedgerRefusesNegativeCountersAndOverflow() {
        assertThatThrownBy(() -> new Ledger(0, -1, 0)).hasMessageContaining("must not be negative");
        assertThatThrownBy(() -> new Ledger(Integer.MAX_VALUE, 0, 0).withAttempt(1)).isInstanceOf(ArithmeticException.class);
        assertThatThrownBy(() -> new Ledger(0, Long.MAX_VALUE, 0).withAttempt(1)).isInstanceOf(ArithmeticException.class);
        assertThat(Ledger.EMPTY.withAttempt(2).withAttempt(2).withTools(3)).isEqualTo(new Ledger(2, 4, 3));
    }

    @Test
    void limitsAndResultsRefuseWhatWouldMeanNothing() {
        assertThatThrownBy(() -> new AttemptLimits(-1, 0, 0)).hasMessageContaining("must not be negative");
        assertThatThrownBy(() -> new StepResult(null, Ledger.EMPTY)).isInstanceOf(NullPointerException.class);
        assertThatThrownBy(() -> new StepResult(StepStatus.ANSWERED, null)).isInstanceOf(NullPointerException.class);
    }
}
