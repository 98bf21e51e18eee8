// expect: REJECTED java.util.concurrent.Executors#newFixedThreadPool
import dev.boundedloop.policy.*;

public class ExecutorPool implements AdmissionPolicy {
    public Admission decide(AdmissionState s) {
        java.util.concurrent.Executors.newFixedThreadPool(4).submit(() -> { while (true) { } });
        return Admission.CALL;
    }
}
