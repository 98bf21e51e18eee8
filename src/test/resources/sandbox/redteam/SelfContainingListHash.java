// expect: TIMEOUT
import dev.boundedloop.policy.*;
import java.util.*;

public class SelfContainingListHash implements AdmissionPolicy {
    // a list that contains itself: the JDK's hashCode recurses until the stack overflows
    public Admission decide(AdmissionState s) {
        List<Object> self = new ArrayList<>();
        self.add(self);
        int total = 0;
        while (true) {
            try {
                total += self.hashCode();
            } catch (StackOverflowError again) {
                total++;
            }
        }
    }
}
