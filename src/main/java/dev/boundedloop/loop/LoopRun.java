package dev.boundedloop.loop;

import dev.boundedloop.policy.Admission;
import dev.boundedloop.policy.AdmissionPolicy;
import dev.boundedloop.policy.AdmissionState;
import java.time.Clock;
import java.time.DateTimeException;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.function.BooleanSupplier;

/** One run of a {@link BoundedLoop}: the mutable counters, used once. See BoundedLoop for the order. */
final class LoopRun {

    private final AdmissionPolicy policy;
    private final Limits limits;
    private final Clock clock;
    private final LoopObserver observer;
    private final BooleanSupplier stopSignal;
    private final Model model;
    private final Dispatcher dispatcher;
    private final List<Map<String, Object>> schemas;
    private final long schemaBytes;
    private final List<Message> transcript;
    private final List<TraceStep> trace;
    private long transcriptBytes;
    private final Set<String> seenCallIds = new HashSet<>();
    private final Instant deadline;

    private int modelCalls;
    private int toolCalls;
    private int outputTokens;
    private long spentCents;
    private String answer = "";

    LoopRun(AdmissionPolicy policy, Limits limits, Clock clock, LoopObserver observer, BooleanSupplier stopSignal,
            Model model, Dispatcher dispatcher, List<Message> initialMessages) {
        this.policy = policy;
        this.limits = limits;
        this.clock = clock;
        this.observer = observer;
        this.stopSignal = stopSignal;
        this.model = Objects.requireNonNull(model, "model must not be null");
        this.dispatcher = Objects.requireNonNull(dispatcher, "dispatcher must not be null");
        this.schemas = dispatcher.schemas();
        this.schemaBytes = dispatcher.schemaBytes();
        this.transcript = new ArrayList<>(initialMessages);
        this.trace = new ArrayList<>(ToolTrace.of(transcript));
        this.transcriptBytes = JsonSize.utf8Length(TranscriptJson.toJson(transcript));
        // Ids already in the opening transcript count as seen, so a trace can never pair one id twice.
        for (Message message : transcript) {
            message.toolCalls().forEach(call -> seenCallIds.add(call.id()));
        }
        this.deadline = deadline(clock.instant(), limits.seconds());
    }

    LoopResult run() {
        while (true) {
            Admission admission = policy.decide(new AdmissionState(
                    modelCalls, limits.modelCalls(), spentCents, limits.costOfAttempt(modelCalls),
                    limits.modelBudgetCents()));
            if (admission == null) {
                throw new IllegalStateException("AdmissionPolicy returned null");
            }
            if (admission == Admission.MODEL_CALL_LIMIT) {
                return end(LoopStatus.MODEL_CALL_LIMIT);
            }
            if (admission == Admission.CALL && modelCalls >= limits.modelCalls()) {
                return end(LoopStatus.BACKSTOP);
            }
            LoopStatus bound = exhaustedBound();
            if (bound != null) {
                return end(bound);
            }
            if (admission == Admission.MODEL_COST_LIMIT) {
                return end(LoopStatus.MODEL_COST_LIMIT);
            }
            int allowance = remainingTokens();
            // Charged before the attempt: a provider that fails every time must still use up the bounds.
            spentCents = saturatingAdd(spentCents, limits.costOfAttempt(modelCalls));
            modelCalls++;
            ModelTurn turn;
            try {
                turn = model.complete(List.copyOf(transcript), schemas, remainingTime(), allowance);
            } catch (ModelError | RuntimeException failure) {
                return end(LoopStatus.MODEL_FAILED);
            }
            if (turn == null) {
                return end(LoopStatus.MODEL_FAILED);
            }
            LoopStatus ended = handle(turn, allowance);
            notifyObserver(turn);
            if (ended != null) {
                return end(ended);
            }
        }
    }

    /** The bounds checked after admission, in their declared order; null when none is exhausted. */
    private LoopStatus exhaustedBound() {
        if (stopSignal.getAsBoolean()) {
            return LoopStatus.STOP_REQUESTED;
        }
        if (timeIsUp()) {
            return LoopStatus.TIME_LIMIT;
        }
        if (transcriptBytes + schemaBytes > limits.contextBytes()) {
            return LoopStatus.CONTEXT_LIMIT;
        }
        if (remainingTokens() <= 0) {
            return LoopStatus.TOKEN_LIMIT;
        }
        return null;
    }

    /** Steps 6 to 11 for one returned turn; null when the loop goes on. */
    private LoopStatus handle(ModelTurn turn, int allowance) {
        if (timeIsUp()) {
            return LoopStatus.TIME_LIMIT;
        }
        if (turn.outputTokens() < 0 || turn.outputTokens() > allowance) {
            return LoopStatus.INVALID_USAGE;
        }
        outputTokens += turn.outputTokens();
        Set<String> turnIds = new HashSet<>();
        for (ToolCall call : turn.calls()) {
            if (!turnIds.add(call.id()) || seenCallIds.contains(call.id())) {
                return LoopStatus.REPEATED_CALL_ID;
            }
        }
        seenCallIds.addAll(turnIds);
        if ((long) toolCalls + turn.calls().size() > limits.toolCalls()) {
            return LoopStatus.TOOL_LIMIT;
        }
        append(Message.assistant(turn.content(), turn.calls()));
        if (turn.calls().isEmpty()) {
            answer = turn.content();
            return turn.content().isBlank() ? LoopStatus.EMPTY_REPLY : LoopStatus.COMPLETED;
        }
        for (ToolCall call : turn.calls()) {
            if (stopSignal.getAsBoolean()) {
                return LoopStatus.STOP_REQUESTED;
            }
            if (timeIsUp()) {
                return LoopStatus.TIME_LIMIT;
            }
            toolCalls++;
            ToolOutcome outcome = dispatcher.invoke(call);
            append(Message.tool(call.id(), Json.write(outcome.toJson())));
            trace.add(new TraceStep(call.id(), call.name(), call.arguments(), outcome.ok(),
                    outcome.ok() ? outcome.value() : outcome.error()));
        }
        return null;
    }

    /**
     * Appends a message and keeps the transcript's JSON size current: the JSON array grows by the
     * message's own JSON and a comma, so the context check never re-serialises the whole transcript.
     */
    private void append(Message message) {
        long messageBytes = JsonSize.utf8Length(TranscriptJson.toJson(message));
        transcriptBytes += transcript.isEmpty() ? messageBytes : messageBytes + 1;
        transcript.add(message);
    }

    private void notifyObserver(ModelTurn turn) {
        try {
            observer.onStep(new StepEvent(modelCalls, turn, transcript, toolCalls, spentCents));
        } catch (RuntimeException ignored) {
            // An observer only watches; its failure must not change how the run ends.
        }
    }

    private int remainingTokens() {
        return Math.min(limits.outputTokens(), limits.totalOutputTokens() - outputTokens);
    }

    /** No time left counts as up, so the model is never called with a zero timeout. */
    private boolean timeIsUp() {
        return !clock.instant().isBefore(deadline);
    }

    /** Never negative, even when the clock moved on since the last check. */
    private Duration remainingTime() {
        Duration remaining = Duration.between(clock.instant(), deadline);
        return remaining.isNegative() ? Duration.ZERO : remaining;
    }

    private LoopResult end(LoopStatus status) {
        return new LoopResult(status, answer, transcript, modelCalls, toolCalls, outputTokens, spentCents, trace);
    }

    private static Instant deadline(Instant start, long seconds) {
        try {
            return start.plusSeconds(seconds);
        } catch (DateTimeException | ArithmeticException tooFar) {
            return Instant.MAX;
        }
    }

    private static long saturatingAdd(long a, long b) {
        long sum = a + b;
        return sum < 0 ? Long.MAX_VALUE : sum;
    }
}
