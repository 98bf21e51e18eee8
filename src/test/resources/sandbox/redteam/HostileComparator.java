// expect: TIMEOUT
import dev.boundedloop.policy.*;

public class HostileComparator implements AdmissionPolicy {
    public Admission decide(AdmissionState s) {
        java.util.List<Integer> calls = new java.util.ArrayList<>(java.util.List.of(3, 1, 2));
        calls.sort((a, b) -> {
            while (true) { }
        });
        return Admission.CALL;
    }
}
