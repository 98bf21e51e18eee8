// expect: full
import dev.boundedloop.policy.Admission;
import dev.boundedloop.policy.AdmissionPolicy;
import dev.boundedloop.policy.AdmissionState;

public class PrintsAndKeepsNoState implements AdmissionPolicy {
    @Override
    public Admission decide(AdmissionState s) {
        Admission answer = s.usedCalls() >= s.maxCalls() ? Admission.MODEL_CALL_LIMIT
                : Math.addExact(s.spentCents(), s.nextCostCents()) > s.budgetCents() ? Admission.MODEL_COST_LIMIT
                : Admission.CALL;
        System.out.println(String.format("decide %s -> %s", s, answer));
        return answer;
    }
}
