// expect: REJECTED java.lang.StackOverflowError#<class>
import dev.boundedloop.policy.*;

public class ExtendsStackOverflowError implements AdmissionPolicy {
    // a look-alike of the JVM's own error could not be told apart from a real overflow
    static class Fake extends StackOverflowError { }

    public Admission decide(AdmissionState s) {
        throw new Fake();
    }
}
