// legal: money in BigDecimal with a scale, calls in BigInteger
import dev.boundedloop.policy.*;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.RoundingMode;

public class BigNumbers implements AdmissionPolicy {

    public Admission decide(AdmissionState s) {
        BigInteger used = BigInteger.valueOf(s.usedCalls());
        if (used.compareTo(BigInteger.valueOf(s.maxCalls())) >= 0) {
            return Admission.MODEL_CALL_LIMIT;
        }
        BigDecimal dollars = new BigDecimal(s.spentCents()).add(new BigDecimal(s.nextCostCents()))
                .divide(new BigDecimal("100"), 2, RoundingMode.UNNECESSARY);
        BigDecimal budget = BigDecimal.valueOf(s.budgetCents(), 2).setScale(2, RoundingMode.UNNECESSARY);
        return dollars.compareTo(budget) > 0 ? Admission.MODEL_COST_LIMIT : Admission.CALL;
    }
}
