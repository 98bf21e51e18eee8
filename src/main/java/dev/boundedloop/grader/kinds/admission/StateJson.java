package dev.boundedloop.grader.kinds.admission;

import dev.boundedloop.policy.AdmissionState;
import java.util.LinkedHashMap;
import java.util.Map;

/** An admission state as the report shows it. */
final class StateJson {

    private StateJson() {}

    static Map<String, Object> of(AdmissionState state) {
        Map<String, Object> map = new LinkedHashMap<>();
        map.put("usedCalls", state.usedCalls());
        map.put("maxCalls", state.maxCalls());
        map.put("spentCents", state.spentCents());
        map.put("nextCostCents", state.nextCostCents());
        map.put("budgetCents", state.budgetCents());
        return map;
    }
}
