package dev.boundedloop.grader.kinds.admission;

import dev.boundedloop.loop.DraftLedger;
import dev.boundedloop.loop.LoopResult;
import dev.boundedloop.loop.LoopStatus;
import dev.boundedloop.loop.Refusal;
import dev.boundedloop.loop.TraceStep;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * What a loop run is judged on, field by field in the order a learner should read a difference:
 * the status first, then the counters, then what the tools did.
 */
record RunObservation(
        LoopStatus status, int modelCalls, int toolCalls, long estimatedCostCents, int outputTokens,
        List<Map<String, Object>> trace, List<Map<String, Object>> refusals, List<String> drafts, long reservedCents) {

    static RunObservation of(LoopResult result, DraftLedger ledger) {
        List<Map<String, Object>> trace = new ArrayList<>();
        for (TraceStep step : result.trace()) {
            Map<String, Object> row = new LinkedHashMap<>();
            row.put("callId", step.callId());
            row.put("tool", step.tool());
            row.put("ok", step.ok());
            row.put("result", step.result());
            trace.add(row);
        }
        List<Map<String, Object>> refusals = new ArrayList<>();
        for (Refusal refusal : ledger.refusals()) {
            Map<String, Object> row = new LinkedHashMap<>();
            row.put("call", refusal.call());
            row.put("reason", refusal.reason());
            row.put("exposureCents", refusal.exposureCents());
            refusals.add(row);
        }
        List<String> drafts = ledger.drafts().stream().map(d -> String.valueOf(d.get("sku"))).toList();
        return new RunObservation(result.status(), result.modelCalls(), result.toolCalls(),
                result.estimatedCostCents(), result.outputTokens(), trace, refusals, drafts, ledger.reservedCents());
    }

    Map<String, Object> toMap() {
        Map<String, Object> map = new LinkedHashMap<>();
        map.put("status", status.name());
        map.put("modelCalls", modelCalls);
        map.put("toolCalls", toolCalls);
        map.put("estimatedCostCents", estimatedCostCents);
        map.put("outputTokens", outputTokens);
        map.put("trace", trace);
        map.put("refusals", refusals);
        map.put("drafts", drafts);
        map.put("reservedCents", reservedCents);
        return map;
    }

    /** The first field in which this run differs from the expected one, described for a learner; null when equal. */
    String firstDifferenceFrom(RunObservation expected) {
        Map<String, Object> mine = toMap();
        for (Map.Entry<String, Object> field : expected.toMap().entrySet()) {
            Object observed = mine.get(field.getKey());
            if (!Objects.equals(field.getValue(), observed)) {
                String difference = field.getKey() + ": expected " + field.getValue() + ", observed " + observed;
                return status == LoopStatus.BACKSTOP
                        ? difference + " (the policy admitted a call at or past maxCalls, so the loop's backstop ended the run)"
                        : difference;
            }
        }
        return null;
    }
}
