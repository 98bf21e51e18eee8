package dev.boundedloop.loop;

import java.util.List;
import java.util.Objects;

/**
 * The bounds of one loop run. Money is in US cents; every value must be zero or more.
 *
 * @param modelCalls the most model attempts, failed ones included
 * @param toolCalls the most tool invocations over the whole run
 * @param seconds the wall-clock time the run may take
 * @param contextBytes the most UTF-8 bytes of transcript JSON plus schema JSON sent to the model
 * @param outputTokens the most output tokens one model call may produce
 * @param totalOutputTokens the most output tokens over the whole run
 * @param estimatedCallCents the estimated exposure of an attempt the cost schedule does not cover
 * @param modelBudgetCents the most estimated exposure the run may reach; reaching it exactly is allowed
 * @param costSchedule the estimated exposure of each attempt by its 0-based index; attempts past its
 *     end cost {@code estimatedCallCents}
 */
public record Limits(
        int modelCalls,
        int toolCalls,
        long seconds,
        int contextBytes,
        int outputTokens,
        int totalOutputTokens,
        long estimatedCallCents,
        long modelBudgetCents,
        List<Long> costSchedule) {

    /** Rejects negative values up front, so a misconfigured scenario never runs half-bounded. */
    public Limits {
        requireNonNegative("modelCalls", modelCalls);
        requireNonNegative("toolCalls", toolCalls);
        requireNonNegative("seconds", seconds);
        requireNonNegative("contextBytes", contextBytes);
        requireNonNegative("outputTokens", outputTokens);
        requireNonNegative("totalOutputTokens", totalOutputTokens);
        requireNonNegative("estimatedCallCents", estimatedCallCents);
        requireNonNegative("modelBudgetCents", modelBudgetCents);
        Objects.requireNonNull(costSchedule, "costSchedule must not be null");
        for (int i = 0; i < costSchedule.size(); i++) {
            Long cost = costSchedule.get(i);
            if (cost == null) {
                throw new IllegalArgumentException("costSchedule[" + i + "] must not be null");
            }
            requireNonNegative("costSchedule[" + i + "]", cost);
        }
        costSchedule = List.copyOf(costSchedule);
    }

    /** The design's defaults: 8 model calls, 16 tool calls, 60 s, 32 KiB, 1024/4096 tokens, free calls, 100 cents. */
    public static Limits defaults() {
        return new Limits(8, 16, 60, 32_768, 1024, 4096, 0, 100, List.of());
    }

    /**
     * The estimated exposure of an attempt.
     *
     * @param attemptIndex the 0-based attempt number, that is the calls already made
     * @return the schedule's entry for that attempt when there is one, else {@code estimatedCallCents}
     */
    public long costOfAttempt(int attemptIndex) {
        if (attemptIndex < 0) {
            throw new IllegalArgumentException("attemptIndex must be >= 0, was " + attemptIndex);
        }
        return attemptIndex < costSchedule.size() ? costSchedule.get(attemptIndex) : estimatedCallCents;
    }

    public Limits withModelCalls(int value) {
        return new Limits(value, toolCalls, seconds, contextBytes, outputTokens, totalOutputTokens,
                estimatedCallCents, modelBudgetCents, costSchedule);
    }

    public Limits withToolCalls(int value) {
        return new Limits(modelCalls, value, seconds, contextBytes, outputTokens, totalOutputTokens,
                estimatedCallCents, modelBudgetCents, costSchedule);
    }

    public Limits withSeconds(long value) {
        return new Limits(modelCalls, toolCalls, value, contextBytes, outputTokens, totalOutputTokens,
                estimatedCallCents, modelBudgetCents, costSchedule);
    }

    public Limits withContextBytes(int value) {
        return new Limits(modelCalls, toolCalls, seconds, value, outputTokens, totalOutputTokens,
                estimatedCallCents, modelBudgetCents, costSchedule);
    }

    public Limits withOutputTokens(int value) {
        return new Limits(modelCalls, toolCalls, seconds, contextBytes, value, totalOutputTokens,
                estimatedCallCents, modelBudgetCents, costSchedule);
    }

    public Limits withTotalOutputTokens(int value) {
        return new Limits(modelCalls, toolCalls, seconds, contextBytes, outputTokens, value,
                estimatedCallCents, modelBudgetCents, costSchedule);
    }

    public Limits withEstimatedCallCents(long value) {
        return new Limits(modelCalls, toolCalls, seconds, contextBytes, outputTokens, totalOutputTokens,
                value, modelBudgetCents, costSchedule);
    }

    public Limits withModelBudgetCents(long value) {
        return new Limits(modelCalls, toolCalls, seconds, contextBytes, outputTokens, totalOutputTokens,
                estimatedCallCents, value, costSchedule);
    }

    public Limits withCostSchedule(List<Long> value) {
        return new Limits(modelCalls, toolCalls, seconds, contextBytes, outputTokens, totalOutputTokens,
                estimatedCallCents, modelBudgetCents, value);
    }

    private static void requireNonNegative(String name, long value) {
        if (value < 0) {
            throw new IllegalArgumentException(name + " must be >= 0, was " + value);
        }
    }
}
