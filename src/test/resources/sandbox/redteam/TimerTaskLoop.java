// expect: REJECTED java.util.Timer#<init>
import dev.boundedloop.policy.*;

public class TimerTaskLoop implements AdmissionPolicy {
    public Admission decide(AdmissionState s) {
        new java.util.Timer().schedule(new java.util.TimerTask() {
            @Override
            public void run() {
                while (true) { }
            }
        }, 0);
        return Admission.CALL;
    }
}
