package dev.boundedloop.grader.kinds.agentloop;

import dev.boundedloop.agentloop.Message;
import dev.boundedloop.agentloop.StepEvent;
import dev.boundedloop.agentloop.StepObserver;
import java.util.ArrayList;
import java.util.List;

/**
 * The observer a case hands the learner's loop. It copies each event as it arrives; the recording
 * kind reads every snapshot again after the run, to catch a loop that handed over a list it kept
 * changing; the mutating kind adds to and removes from each snapshot, to catch a loop whose own
 * transcript that changes.
 */
final class AgentLoopRecorder implements StepObserver {

    static final String INTRUDER = "(an observer wrote this)";

    /** What the observer saw of one step. {@code laterChange} is null unless the snapshot changed after the step. */
    record Step(int turn, String text, String stopReason, List<Message> transcript, String laterChange) {}

    private final AgentLoopObserver kind;
    private final List<Step> steps = new ArrayList<>();
    private final List<List<Message>> handedOver = new ArrayList<>();
    private int stepCount;

    AgentLoopRecorder(AgentLoopObserver kind) {
        this.kind = kind;
    }

    @Override
    public void onStep(StepEvent event) {
        stepCount++;
        if (stepCount > AgentLoopScriptedModel.MAX_RECORDED_CALLS) {
            return;
        }
        if (event == null) {
            throw new NullPointerException("the observer was given null instead of a step event");
        }
        if (event.transcript() == null) {
            throw new NullPointerException("step " + event.turn() + "'s event has no transcript");
        }
        String text = event.response() == null ? null : event.response().text();
        String stopReason = event.response() == null ? null : event.response().stopReason();
        steps.add(new Step(event.turn(), text, stopReason,
                AgentLoopCopies.messages(event.transcript(), "step " + event.turn() + "'s transcript"), null));
        handedOver.add(event.transcript());
        if (kind == AgentLoopObserver.MUTATING) {
            mutate(event.transcript());
        }
    }

    /** An observer that changes what it was given; an unmodifiable snapshot refusing is as good as a copy. */
    private static void mutate(List<Message> snapshot) {
        try {
            snapshot.add(Message.user(INTRUDER));
        } catch (RuntimeException refused) {
            // the snapshot is read-only: the loop is protected either way
        }
        try {
            snapshot.remove(0);
        } catch (RuntimeException refused) {
            // as above
        }
    }

    int stepCount() {
        return stepCount;
    }

    /**
     * The steps, each read again now for the recording kind: a snapshot must look as it did when
     * it was handed over. The mutating kind changed its snapshots itself, so it does not read them again.
     */
    List<Step> settle() {
        if (kind != AgentLoopObserver.RECORDING) {
            return List.copyOf(steps);
        }
        List<Step> settled = new ArrayList<>();
        for (int i = 0; i < steps.size(); i++) {
            Step step = steps.get(i);
            settled.add(new Step(step.turn(), step.text(), step.stopReason(), step.transcript(),
                    laterChange(step, handedOver.get(i))));
        }
        return settled;
    }

    private static String laterChange(Step step, List<Message> snapshot) {
        List<Message> now;
        try {
            now = AgentLoopCopies.messages(snapshot, "step " + step.turn() + "'s transcript");
        } catch (RuntimeException unreadable) {
            return "it could no longer be read after the run (" + unreadable.getClass().getName() + ")";
        }
        if (now.equals(step.transcript())) {
            return null;
        }
        return "after the run it held " + now.size() + " messages instead of " + step.transcript().size()
                + ", ending \"" + (now.isEmpty() ? "" : AgentLoopCopies.shown(now.get(now.size() - 1))) + "\"";
    }
}
