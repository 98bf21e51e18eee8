package dev.boundedloop.agentloop;

import java.util.List;

/** The one seam between the loop and the outside world: anything that completes a transcript. */
public interface Model {

    /**
     * Answers the transcript so far.
     *
     * @param messages the whole transcript, oldest first; the model does not change it
     * @return the response, never {@code null}
     * @throws ModelException when the provider fails; the loop lets it propagate
     */
    ModelResponse complete(List<Message> messages);
}
