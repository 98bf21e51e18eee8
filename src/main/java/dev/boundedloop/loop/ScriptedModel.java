package dev.boundedloop.loop;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * A deterministic {@link Model} that plays a script back in order, so every run is reproducible and
 * free. A call without an explicit id gets {@code scripted-<turn>-call-<n>}, where turn is the entry's
 * 1-based position in the script and n counts the entry's calls from 1.
 *
 * <p>One instance serves one run: it keeps its position. It is not thread-safe.
 */
public final class ScriptedModel implements Model {

    private final List<ScriptedTurn> script;
    private int consumed;

    public ScriptedModel(List<ScriptedTurn> script) {
        this.script = List.copyOf(script);
    }

    @Override
    public ModelTurn complete(List<Message> transcript, List<Map<String, Object>> schemas, Duration timeout,
            int maxOutputTokens) throws ModelError {
        if (consumed >= script.size()) {
            throw new ModelError("script exhausted");
        }
        ScriptedTurn entry = script.get(consumed++);
        if (entry instanceof ScriptedTurn.Failure failure) {
            throw new ModelError(failure.message());
        }
        ScriptedTurn.Reply reply = (ScriptedTurn.Reply) entry;
        List<ToolCall> calls = new ArrayList<>();
        for (ScriptedCall call : reply.calls()) {
            String id = call.id() != null ? call.id() : "scripted-" + consumed + "-call-" + (calls.size() + 1);
            calls.add(new ToolCall(id, call.name(), call.arguments()));
        }
        return new ModelTurn(reply.content(), calls, reply.outputTokens());
    }

    /** How many script entries have been played, failures included. */
    public int consumed() {
        return consumed;
    }
}
