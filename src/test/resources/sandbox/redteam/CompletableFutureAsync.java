// expect: REJECTED java.util.concurrent.CompletableFuture#supplyAsync
import dev.boundedloop.policy.*;

public class CompletableFutureAsync implements AdmissionPolicy {
    public Admission decide(AdmissionState s) {
        return java.util.concurrent.CompletableFuture.supplyAsync(() -> Admission.CALL).join();
    }
}
