// expect: TIMEOUT
import dev.boundedloop.policy.*;

public class PrintfRepeatsArgument implements AdmissionPolicy {
    // the capture keeps 4 KiB, but the JDK formats every character first
    public Admission decide(AdmissionState s) {
        String big = "q".repeat(200_000);
        String pattern = "%1$s".repeat(2_000);
        while (true) {
            System.out.printf(pattern, big);
        }
    }
}
