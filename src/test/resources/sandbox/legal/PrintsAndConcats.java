// legal: println, printf to stderr, string concatenation of records and numbers, and String.repeat
import dev.boundedloop.policy.*;

public class PrintsAndConcats implements AdmissionPolicy {

    public Admission decide(AdmissionState s) {
        System.out.println("state " + s + " used " + s.usedCalls() + '/' + s.maxCalls());
        System.err.printf("%s%n", "-".repeat(20));
        String decision = s.usedCalls() >= s.maxCalls() ? "MODEL_CALL_LIMIT"
                : s.spentCents() + s.nextCostCents() > s.budgetCents() ? "MODEL_COST_LIMIT" : "CALL";
        System.out.println("decision: " + decision);
        return Admission.valueOf(decision);
    }
}
