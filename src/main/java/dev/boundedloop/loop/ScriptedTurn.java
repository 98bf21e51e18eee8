package dev.boundedloop.loop;

import java.util.List;
import java.util.Objects;

/** One entry of a {@link ScriptedModel}'s script: a reply, or a provider failure. */
public sealed interface ScriptedTurn {

    /**
     * A scripted reply.
     *
     * @param content the assistant's text
     * @param calls the tool requests
     * @param outputTokens the usage the scripted provider reports
     */
    record Reply(String content, List<ScriptedCall> calls, int outputTokens) implements ScriptedTurn {

        public Reply {
            Objects.requireNonNull(content, "content must not be null");
            calls = List.copyOf(calls);
        }

        /** The same reply reporting other usage, for token-limit scenarios. */
        public Reply withOutputTokens(int tokens) {
            return new Reply(content, calls, tokens);
        }
    }

    /**
     * A scripted provider failure: the model throws {@link ModelError} with this message.
     *
     * @param message the error's message
     */
    record Failure(String message) implements ScriptedTurn {

        public Failure {
            Objects.requireNonNull(message, "message must not be null");
        }
    }

    /** A turn that only requests tools, reporting no usage. */
    static Reply calls(ScriptedCall... calls) {
        return new Reply("", List.of(calls), 0);
    }

    /** A final answer, reporting no usage. */
    static Reply answer(String content) {
        return new Reply(content, List.of(), 0);
    }

    /** A provider failure. */
    static Failure failure(String message) {
        return new Failure(message);
    }
}
