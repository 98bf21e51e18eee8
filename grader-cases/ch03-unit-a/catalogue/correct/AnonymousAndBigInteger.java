// expect: full
import dev.boundedloop.policy.Admission;
import dev.boundedloop.policy.AdmissionPolicy;
import dev.boundedloop.policy.AdmissionState;
import java.math.BigInteger;
import java.util.Comparator;

public class AnonymousAndBigInteger implements AdmissionPolicy {
    private final Comparator<BigInteger> order = new Comparator<>() {
        @Override
        public int compare(BigInteger a, BigInteger b) {
            return a.compareTo(b);
        }
    };

    @Override
    public Admission decide(AdmissionState s) {
        var used = Integer.compare(s.usedCalls(), s.maxCalls());
        if (used >= 0) {
            return Admission.MODEL_CALL_LIMIT;
        }
        BigInteger exposure = BigInteger.valueOf(s.spentCents()).add(BigInteger.valueOf(s.nextCostCents()));
        return order.compare(exposure, BigInteger.valueOf(s.budgetCents())) > 0
                ? Admission.MODEL_COST_LIMIT
                : Admission.CALL;
    }
}
