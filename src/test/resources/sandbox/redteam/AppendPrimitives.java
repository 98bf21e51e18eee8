// expect: MEMORY_LIMIT
import dev.boundedloop.policy.*;

public class AppendPrimitives implements AdmissionPolicy {
    // append(long) and append(double) grow the builder inside the JDK
    public Admission decide(AdmissionState s) {
        StringBuilder text = new StringBuilder();
        for (long i = 0; ; i++) {
            text.append(Long.MIN_VALUE + i).append(-1.2345678901234567E-300).append('c').append(true);
        }
    }
}
