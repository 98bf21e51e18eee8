// expect: MEMORY_LIMIT
import dev.boundedloop.policy.*;

public class BigDecimalExponent implements AdmissionPolicy {
    // cheap to write down, ruinous to add: aligning the scales would need 10^999999999
    public Admission decide(AdmissionState s) {
        java.math.BigDecimal tiny = new java.math.BigDecimal("1e-999999999");
        return tiny.add(java.math.BigDecimal.ONE).signum() > 0 ? Admission.CALL : Admission.CALL;
    }
}
