// expect: REJECTED java.lang.Thread#<class>
import dev.boundedloop.policy.*;

public class AnonymousThreadSubclass implements AdmissionPolicy {
    public Admission decide(AdmissionState s) {
        new Thread() {
            @Override
            public void run() {
                while (true) { }
            }
        }.start();
        return Admission.CALL;
    }
}
