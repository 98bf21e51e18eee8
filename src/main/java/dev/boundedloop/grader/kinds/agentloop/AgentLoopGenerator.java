package dev.boundedloop.grader.kinds.agentloop;

import dev.boundedloop.agentloop.AgentLoop;
import dev.boundedloop.agentloop.StopReasons;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Random agent-loop runs from a seed, the same on every machine. Small caps (0 and 1 included),
 * every observer, missing and empty system prompts, scripts shorter and longer than the cap,
 * stop reasons the lesson does not know, texts that look like stop signals, and failing calls.
 */
final class AgentLoopGenerator {

    static final int MAX_GENERATED_TURNS = 5;
    private static final String[] TEXTS = {"Thinking.", "Final answer: 4.", "", AgentLoop.CONTINUE_NUDGE,
        StopReasons.END_TURN, "still thinking", "done"};
    private static final String[] UNKNOWN_STOPS = {"tool_use", "END_TURN", "end_turn ", "stop", "", "max_turns"};
    private static final String[] PROMPTS = {"What is 2 + 2?", "Plan a trip.", ""};
    private static final AgentLoopObserver[] OBSERVERS = AgentLoopObserver.values();

    private final SplittableRandom random;

    AgentLoopGenerator(long seed) {
        this.random = new SplittableRandom(seed);
    }

    AgentLoopRun next() {
        int maxTurns = random.nextInt(MAX_GENERATED_TURNS + 1);
        int length = random.nextInt(maxTurns + 2);
        List<AgentLoopTurn> script = new ArrayList<>();
        for (int i = 0; i < length; i++) {
            script.add(turn(i));
        }
        return new AgentLoopRun(maxTurns, system(), PROMPTS[random.nextInt(PROMPTS.length)], script,
                OBSERVERS[random.nextInt(OBSERVERS.length)]);
    }

    private String system() {
        int pick = random.nextInt(6);
        return pick < 2 ? null : pick == 2 ? "" : pick == 3 ? " " : "You are a concise tutor.";
    }

    private AgentLoopTurn turn(int index) {
        if (random.nextInt(12) == 0) {
            return AgentLoopTurn.failing("provider unavailable on call " + (index + 1));
        }
        String text = TEXTS[random.nextInt(TEXTS.length)];
        int pick = random.nextInt(20);
        String stop = pick < 9 ? StopReasons.CONTINUE : pick < 14 ? StopReasons.END_TURN
                : UNKNOWN_STOPS[random.nextInt(UNKNOWN_STOPS.length)];
        return AgentLoopTurn.reply(text, stop);
    }
}
