package dev.boundedloop.grader.kinds.admission;

import dev.boundedloop.loop.LoopStatus;
import java.util.List;

/**
 * What a scenario's author says the reference run gives. Every field but the status is optional
 * (null when not stated). The grade itself compares against the reference run, which states all.
 */
public record DeclaredRun(
        LoopStatus status,
        Integer modelCalls,
        Integer toolCalls,
        Long estimatedCostCents,
        Integer outputTokens,
        List<Boolean> okFlags,
        List<DeclaredRefusal> refusals,
        List<String> drafts) {

    /** A refusal of the draft budget gate: the call it refused and the exposure it would have reached. */
    public record DeclaredRefusal(String call, long exposureCents) {}
}
