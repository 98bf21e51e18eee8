package dev.boundedloop.agentloop;

/** The stop reasons lesson 1 knows. A model may send others; the loop keeps going on those. */
public final class StopReasons {

    /** The model says it is done: the loop stops after this turn. */
    public static final String END_TURN = "end_turn";
    /** The model wants to keep going (a lesson-1 stand-in for what real providers send). */
    public static final String CONTINUE = "continue";
    /** Not sent by a model: the loop's own reason when the turn cap stopped it. */
    public static final String MAX_TURNS = "max_turns";

    private StopReasons() {}
}
