// expect: TIMEOUT
import dev.boundedloop.policy.*;

public class HostileToString implements AdmissionPolicy {
    public Admission decide(AdmissionState s) {
        throw new RuntimeException("boom") {
            @Override
            public String toString() {
                long n = 0;
                while (n >= 0) {
                    n++;
                }
                return "never";
            }
        };
    }
}
