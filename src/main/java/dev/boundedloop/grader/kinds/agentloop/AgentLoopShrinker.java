package dev.boundedloop.grader.kinds.agentloop;

import dev.boundedloop.agentloop.StopReasons;
import dev.boundedloop.grader.grading.GreedyShrinker;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;

/**
 * Shrinks a run on which a loop disagrees with the reference: a lower cap, fewer scripted turns,
 * no system prompt, a simpler observer, plainer texts and stop reasons, while it still disagrees.
 */
final class AgentLoopShrinker {

    private static final int MAX_STEPS = 200;

    private AgentLoopShrinker() {}

    static GreedyShrinker.Shrunk<AgentLoopRun> shrink(AgentLoopRun failing, Predicate<AgentLoopRun> stillFails) {
        return GreedyShrinker.shrink(failing, AgentLoopShrinker::candidates, stillFails, MAX_STEPS);
    }

    static List<AgentLoopRun> candidates(AgentLoopRun run) {
        List<AgentLoopRun> out = new ArrayList<>();
        for (int cap = 0; cap < run.maxTurns(); cap++) {
            out.add(run.withMaxTurns(cap));
        }
        List<AgentLoopTurn> script = run.script();
        for (int i = script.size() - 1; i >= 0; i--) {
            List<AgentLoopTurn> fewer = new ArrayList<>(script);
            fewer.remove(i);
            out.add(run.withScript(fewer));
        }
        if (run.system() != null) {
            out.add(run.withSystem(null));
        }
        if (run.observer() != AgentLoopObserver.NONE) {
            out.add(run.withObserver(AgentLoopObserver.NONE));
        }
        if (run.observer() == AgentLoopObserver.MUTATING) {
            out.add(run.withObserver(AgentLoopObserver.RECORDING));
        }
        for (int i = 0; i < script.size(); i++) {
            AgentLoopTurn turn = script.get(i);
            if (turn.fails()) {
                continue;
            }
            if (!turn.text().equals("x")) {
                out.add(run.withScript(replaced(script, i, AgentLoopTurn.reply("x", turn.stopReason()))));
            }
            if (!turn.stopReason().equals(StopReasons.CONTINUE) && !turn.stopReason().equals(StopReasons.END_TURN)) {
                out.add(run.withScript(replaced(script, i, AgentLoopTurn.reply(turn.text(), StopReasons.CONTINUE))));
            }
        }
        return out;
    }

    private static List<AgentLoopTurn> replaced(List<AgentLoopTurn> script, int index, AgentLoopTurn turn) {
        List<AgentLoopTurn> changed = new ArrayList<>(script);
        changed.set(index, turn);
        return changed;
    }
}
