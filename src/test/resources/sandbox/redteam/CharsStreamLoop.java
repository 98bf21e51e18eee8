// expect: TIMEOUT
import dev.boundedloop.policy.*;

public class CharsStreamLoop implements AdmissionPolicy {
    // the stream over a million characters is summed inside the JDK
    public Admission decide(AdmissionState s) {
        String text = "abc".repeat(400_000);
        long total = 0;
        while (true) {
            total += text.chars().sum();
        }
    }
}
