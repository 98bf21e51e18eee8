package dev.boundedloop.grader.kinds.agentloop;

import dev.boundedloop.agentloop.Message;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * Everything the grader sees of one agent-loop run: what the model was given on each call, what
 * the observer was told, and how the run ended. Two runs are compared field by field, and the
 * first difference is what a learner reads.
 *
 * @param calls the transcript the model was given, per recorded call
 * @param callCount every model call, recorded or not
 * @param steps the observer's steps (empty without an observer)
 * @param stepCount every step the observer was told of
 */
record AgentLoopObservation(List<List<Message>> calls, int callCount, List<AgentLoopRecorder.Step> steps,
        int stepCount, Ending ending) {

    /**
     * How the run ended: it returned (the result's fields) or it threw ({@code failure} says what).
     * {@code transcript} is null when it threw.
     */
    record Ending(String finalText, String stopReason, int turns, List<Message> transcript, String failure) {

        static Ending threw(String failure) {
            return new Ending(null, null, 0, null, failure);
        }

        boolean returned() {
            return failure == null;
        }
    }

    /** The first way this run differs from {@code expected}, as a sentence; null when they agree. */
    String firstDifferenceFrom(AgentLoopObservation expected) {
        Ending mine = ending;
        Ending theirs = expected.ending;
        if (mine.returned() != theirs.returned() || !mine.returned() && !mine.failure().equals(theirs.failure())) {
            return "the run should have " + endingInWords(theirs) + ", but it " + endingInWords(mine);
        }
        if (callCount != expected.callCount) {
            return "the model should have been called " + times(expected.callCount) + ", but it was called " + times(callCount);
        }
        for (int i = 0; i < Math.min(calls.size(), expected.calls.size()); i++) {
            String difference = firstDifference(calls.get(i), expected.calls.get(i));
            if (difference != null) {
                return "model call " + (i + 1) + " was given a different transcript: " + difference;
            }
        }
        if (stepCount != expected.stepCount) {
            return "the observer should have been told of " + expected.stepCount + " steps, but it was told of " + stepCount;
        }
        for (int i = 0; i < Math.min(steps.size(), expected.steps.size()); i++) {
            String difference = stepDifference(steps.get(i), expected.steps.get(i));
            if (difference != null) {
                return "step " + (i + 1) + ": " + difference;
            }
        }
        if (mine.returned()) {
            return resultDifference(mine, theirs);
        }
        return null;
    }

    private static String stepDifference(AgentLoopRecorder.Step mine, AgentLoopRecorder.Step theirs) {
        if (mine.turn() != theirs.turn()) {
            return "the event's turn should be " + theirs.turn() + ", was " + mine.turn();
        }
        if (!Objects.equals(mine.text(), theirs.text()) || !Objects.equals(mine.stopReason(), theirs.stopReason())) {
            return "the event's response should be " + response(theirs.text(), theirs.stopReason()) + ", was "
                    + response(mine.text(), mine.stopReason());
        }
        String transcript = firstDifference(mine.transcript(), theirs.transcript());
        if (transcript != null) {
            return "the event's transcript differs: " + transcript;
        }
        if (!Objects.equals(mine.laterChange(), theirs.laterChange())) {
            return mine.laterChange() == null ? "the event's transcript should have changed later, but did not"
                    : "the event's transcript changed after the observer got it, so it was no snapshot: " + mine.laterChange();
        }
        return null;
    }

    private static String resultDifference(Ending mine, Ending theirs) {
        if (!Objects.equals(mine.stopReason(), theirs.stopReason())) {
            return "the result's stopReason should be " + quoted(theirs.stopReason()) + ", was " + quoted(mine.stopReason());
        }
        if (mine.turns() != theirs.turns()) {
            return "the result's turns should be " + theirs.turns() + ", was " + mine.turns();
        }
        if (!Objects.equals(mine.finalText(), theirs.finalText())) {
            return "the result's finalText should be " + quoted(theirs.finalText()) + ", was " + quoted(mine.finalText());
        }
        String transcript = firstDifference(mine.transcript(), theirs.transcript());
        return transcript == null ? null : "the result's transcript differs: " + transcript;
    }

    /** Where two transcripts part, in words; null when they are the same. */
    static String firstDifference(List<Message> mine, List<Message> theirs) {
        for (int i = 0; i < Math.min(mine.size(), theirs.size()); i++) {
            if (!mine.get(i).equals(theirs.get(i))) {
                return "message " + (i + 1) + " should be \"" + AgentLoopCopies.shown(theirs.get(i)) + "\", was \""
                        + AgentLoopCopies.shown(mine.get(i)) + "\"";
            }
        }
        if (mine.size() < theirs.size()) {
            return "it should go on with \"" + AgentLoopCopies.shown(theirs.get(mine.size())) + "\" after " + mine.size()
                    + " messages, but ends there";
        }
        if (mine.size() > theirs.size()) {
            return "it should end after " + theirs.size() + " messages, but goes on with \""
                    + AgentLoopCopies.shown(mine.get(theirs.size())) + "\"";
        }
        return null;
    }

    private static String endingInWords(Ending ending) {
        return ending.returned() ? "returned (stopReason " + quoted(ending.stopReason()) + ")" : ending.failure();
    }

    private static String response(String text, String stopReason) {
        return "(" + quoted(text) + ", " + quoted(stopReason) + ")";
    }

    private static String quoted(String text) {
        return text == null ? "null" : "\"" + AgentLoopCopies.shown(text) + "\"";
    }

    private static String times(int n) {
        return n == 1 ? "once" : n + " times";
    }

    /** The run as plain JSON values for a report: the counts, each step, and the result or the failure. */
    Map<String, Object> toMap() {
        Map<String, Object> map = new LinkedHashMap<>();
        map.put("modelCalls", callCount);
        map.put("messagesPerCall", calls.stream().map(List::size).toList());
        map.put("steps", steps.stream().map(AgentLoopObservation::stepMap).toList());
        if (ending.returned()) {
            Map<String, Object> result = new LinkedHashMap<>();
            result.put("stopReason", AgentLoopCopies.shown(ending.stopReason()));
            result.put("turns", ending.turns());
            result.put("finalText", AgentLoopCopies.shown(ending.finalText()));
            result.put("transcript", AgentLoopCopies.shown(ending.transcript()));
            map.put("result", result);
        } else {
            map.put("threw", ending.failure());
        }
        return map;
    }

    private static Map<String, Object> stepMap(AgentLoopRecorder.Step step) {
        Map<String, Object> map = new LinkedHashMap<>();
        map.put("turn", step.turn());
        map.put("stopReason", AgentLoopCopies.shown(step.stopReason()));
        map.put("text", AgentLoopCopies.shown(step.text()));
        map.put("messages", step.transcript().size());
        if (step.laterChange() != null) {
            map.put("changedLater", step.laterChange());
        }
        return map;
    }
}
