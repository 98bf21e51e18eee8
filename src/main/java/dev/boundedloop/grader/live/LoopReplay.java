package dev.boundedloop.grader.live;

import dev.boundedloop.grader.grading.CaseOutcome;
import dev.boundedloop.loop.BoundedLoop;
import dev.boundedloop.loop.CourseScripts;
import dev.boundedloop.loop.InMemoryDraftStore;
import dev.boundedloop.loop.Limits;
import dev.boundedloop.loop.LoopResult;
import dev.boundedloop.loop.Message;
import dev.boundedloop.loop.Model;
import dev.boundedloop.loop.ShopFixture;
import dev.boundedloop.loop.ShopToolkit;
import dev.boundedloop.loop.ShopTools;
import dev.boundedloop.loop.StepEvent;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;

/**
 * Runs the real bounded loop, with the course's replenishment prompt, shop tools and limits, a
 * model, and a {@link PolicyTape} deciding admission. Plain Java: the service calls it, and so could
 * anything else that holds a tape.
 */
final class LoopReplay {

    /** The course extension's limits: 8 model calls at 2 cents against 20, 16 tool calls, 120 s. */
    static final Limits LIMITS = CourseScripts.LOOP_LIMITS;
    static final long DRAFT_BUDGET_CENTS = CourseScripts.DRAFT_BUDGET_CENTS;

    /**
     * How a replayed run ended.
     *
     * @param loop the loop's own result; null when the policy stopped the run
     * @param stoppedBy why the policy did not answer, when it did not
     * @param messages the transcript, up to where the run ended
     */
    record Outcome(LoopResult loop, PolicyStopped stoppedBy, List<Message> messages, int modelCalls, int toolCalls,
            long estimatedCostCents) {

        String status() {
            return loop != null ? loop.status().name() : "POLICY_STOPPED";
        }

        CaseOutcome policyOutcome() {
            return stoppedBy == null ? null : stoppedBy.outcome();
        }

        String policyMessage() {
            return stoppedBy == null ? null : stoppedBy.getMessage();
        }

        String answer() {
            return loop == null ? "" : loop.answer();
        }

        int outputTokens() {
            return loop == null ? 0 : loop.outputTokens();
        }
    }

    private LoopReplay() {}

    static Outcome run(PolicyTape tape, Model model) {
        ShopToolkit shop = ShopTools.build(ShopFixture.standard(), DRAFT_BUDGET_CENTS, new InMemoryDraftStore());
        AtomicReference<StepEvent> last = new AtomicReference<>();
        BoundedLoop loop = new BoundedLoop(tape, tape.limits()).withObserver(last::set);
        try {
            LoopResult result = loop.run(model, shop.dispatcher(), CourseScripts.LOOP_MESSAGES);
            return new Outcome(result, null, result.messages(), result.modelCalls(), result.toolCalls(),
                    result.estimatedCostCents());
        } catch (PolicyStopped stopped) {
            // The loop lets a policy's exception through; the last step it reported is where the run stood.
            StepEvent step = last.get();
            if (step == null) {
                return new Outcome(null, stopped, CourseScripts.LOOP_MESSAGES, 0, 0, 0);
            }
            return new Outcome(null, stopped, step.transcript(), step.modelCall(), step.toolCalls(),
                    step.estimatedCostCents());
        }
    }
}
