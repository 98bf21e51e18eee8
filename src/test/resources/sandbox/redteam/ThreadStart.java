// expect: REJECTED java.lang.Thread#start
import dev.boundedloop.policy.*;

public class ThreadStart implements AdmissionPolicy {
    public Admission decide(AdmissionState s) {
        Thread thread = new Thread(() -> { while (true) { } });
        thread.start();
        return Admission.CALL;
    }
}
