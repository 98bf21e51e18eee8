package dev.boundedloop.loop;

/**
 * A draft the budget gate refused, kept by the gate because the model only sees {@code tool_failed}.
 *
 * @param call the refused request's id
 * @param reason why; {@code DRAFT_COST_LIMIT} for the draft budget
 * @param exposureCents the reserved cents the draft would have reached
 */
public record Refusal(String call, String reason, long exposureCents) {}
