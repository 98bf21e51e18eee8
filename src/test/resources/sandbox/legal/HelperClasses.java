// legal: package-private helper classes, an interface with a default method and a static factory
import dev.boundedloop.policy.*;

public class HelperClasses implements AdmissionPolicy {

    public Admission decide(AdmissionState s) {
        Gate gate = Gates.chain(new CallGate(), new CostGate());
        return gate.check(s);
    }
}

interface Gate {
    Admission check(AdmissionState s);

    default Gate then(Gate next) {
        return s -> {
            Admission first = check(s);
            return first == Admission.CALL ? next.check(s) : first;
        };
    }
}

final class Gates {
    private Gates() {}

    static Gate chain(Gate... gates) {
        Gate result = s -> Admission.CALL;
        for (int i = gates.length - 1; i >= 0; i--) {
            result = gates[i].then(result);
        }
        return result;
    }
}

class CallGate implements Gate {
    public Admission check(AdmissionState s) {
        return s.usedCalls() >= s.maxCalls() ? Admission.MODEL_CALL_LIMIT : Admission.CALL;
    }
}

class CostGate implements Gate {
    public Admission check(AdmissionState s) {
        return s.spentCents() + s.nextCostCents() > s.budgetCents() ? Admission.MODEL_COST_LIMIT : Admission.CALL;
    }
}
