// expect: REJECTED javax.evil.ReservedJavaxPackage#<class>
package javax.evil;

import dev.boundedloop.policy.*;

public class ReservedJavaxPackage implements AdmissionPolicy {
    public Admission decide(AdmissionState s) {
        return Admission.CALL;
    }
}
