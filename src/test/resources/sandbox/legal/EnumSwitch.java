// legal: a learner enum with a switch expression, and a switch over the API's own enum
import dev.boundedloop.policy.*;

public class EnumSwitch implements AdmissionPolicy {

    enum Check { CALLS, MONEY, DONE }

    public Admission decide(AdmissionState s) {
        Admission answer = Admission.CALL;
        for (Check check : Check.values()) {
            Admission verdict = switch (check) {
                case CALLS -> s.usedCalls() >= s.maxCalls() ? Admission.MODEL_CALL_LIMIT : null;
                case MONEY -> s.spentCents() + s.nextCostCents() > s.budgetCents() ? Admission.MODEL_COST_LIMIT : null;
                case DONE -> Admission.CALL;
            };
            if (verdict != null) {
                answer = verdict;
                break;
            }
        }
        switch (answer) {
            case CALL:
            case MODEL_CALL_LIMIT:
            case MODEL_COST_LIMIT:
                return Check.valueOf("DONE").ordinal() == 2 ? answer : null;
            default:
                throw new AssertionError(answer);
        }
    }
}
