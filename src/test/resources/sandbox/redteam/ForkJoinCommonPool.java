// expect: REJECTED java.util.concurrent.ForkJoinPool#commonPool
import dev.boundedloop.policy.*;

public class ForkJoinCommonPool implements AdmissionPolicy {
    public Admission decide(AdmissionState s) {
        java.util.concurrent.ForkJoinPool.commonPool().execute(() -> { while (true) { } });
        return Admission.CALL;
    }
}
