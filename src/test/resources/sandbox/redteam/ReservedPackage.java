// expect: REJECTED dev.boundedloop.evil.ReservedPackage#<class>
package dev.boundedloop.evil;

import dev.boundedloop.policy.*;

public class ReservedPackage implements AdmissionPolicy {
    public Admission decide(AdmissionState s) {
        return Admission.CALL;
    }
}
