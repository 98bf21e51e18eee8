package dev.boundedloop.grader.kinds.agentloop;

import dev.boundedloop.agentloop.Message;
import dev.boundedloop.agentloop.Model;
import dev.boundedloop.agentloop.ModelException;
import dev.boundedloop.agentloop.ModelResponse;
import java.util.ArrayList;
import java.util.List;

/**
 * The lesson's MockModel for one run: plays the script back in order and keeps a copy of the
 * transcript it was given on each call. A scripted failure, and any call past the end of the
 * script, throws a {@link ModelException}, whose identity says later whether the loop let it through.
 */
final class AgentLoopScriptedModel implements Model {

    /** Calls past this many are counted, not copied: a runaway loop must not make the grader's work grow. */
    static final int MAX_RECORDED_CALLS = 200;

    private final List<AgentLoopTurn> script;
    private final List<List<Message>> calls = new ArrayList<>();
    private final List<ModelException> thrown = new ArrayList<>();
    private final List<Integer> thrownOnCall = new ArrayList<>();
    private int callCount;

    AgentLoopScriptedModel(List<AgentLoopTurn> script) {
        this.script = List.copyOf(script);
    }

    @Override
    public ModelResponse complete(List<Message> messages) {
        callCount++;
        if (messages == null) {
            throw new NullPointerException("the model was called with null instead of the transcript");
        }
        if (callCount > script.size()) {
            // No copy past the script: the reference never gets here with more than a handful of calls.
            throw remember(new ModelException("the script has no response for call " + callCount));
        }
        if (callCount <= MAX_RECORDED_CALLS) {
            calls.add(AgentLoopCopies.messages(messages, "the transcript given to the model on call " + callCount));
        }
        AgentLoopTurn turn = script.get(callCount - 1);
        if (turn.fails()) {
            throw remember(new ModelException(turn.failure()));
        }
        return new ModelResponse(turn.text(), turn.stopReason());
    }

    private ModelException remember(ModelException failure) {
        if (thrown.size() < MAX_RECORDED_CALLS) {
            thrown.add(failure);
            thrownOnCall.add(callCount);
        }
        return failure;
    }

    int callCount() {
        return callCount;
    }

    List<List<Message>> calls() {
        return List.copyOf(calls);
    }

    /** How a run that ended with this exception ended, in the terms two runs are compared by. */
    String describe(ModelException ending) {
        for (int i = 0; i < thrown.size(); i++) {
            if (thrown.get(i) == ending) {
                return "let the model's exception from call " + thrownOnCall.get(i) + " through unchanged";
            }
        }
        return "threw a " + ending.getClass().getName() + " that the model did not throw";
    }
}
