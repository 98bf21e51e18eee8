// expect: REJECTED java.math.BigInteger#<class>
import dev.boundedloop.policy.*;

public class ExtendsBigInteger implements AdmissionPolicy {
    // a subclass could override the methods the size checks rely on
    static final class Huge extends java.math.BigInteger {
        Huge() {
            super("1");
        }

        @Override
        public int bitLength() {
            return 1;
        }
    }

    public Admission decide(AdmissionState s) {
        return new Huge().signum() > 0 ? Admission.CALL : Admission.CALL;
    }
}
