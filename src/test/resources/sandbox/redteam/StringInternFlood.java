// expect: REJECTED java.lang.String#intern
import dev.boundedloop.policy.*;

public class StringInternFlood implements AdmissionPolicy {
    // interning fills the JVM-wide string table, which outlives the submission
    public Admission decide(AdmissionState s) {
        for (long i = 0; ; i++) {
            ("flood-" + i).intern();
        }
    }
}
