// expect: MEMORY_LIMIT
import dev.boundedloop.policy.*;

public class AppendPrimitives implements AdmissionPolicy {
    // append(long), append(int), append(char) and append(boolean) grow the builder inside the JDK
    public Admission decide(AdmissionState s) {
        StringBuilder text = new StringBuilder();
        for (long i = 0; ; i++) {
            text.append(Long.MIN_VALUE + i).append((int) i).append('c').append(true);
        }
    }
}
