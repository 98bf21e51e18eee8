// expect: REJECTED java.lang.VirtualMachineError#<class>
import dev.boundedloop.policy.*;

public class ExtendsVirtualMachineError implements AdmissionPolicy {
    static class Broken extends VirtualMachineError { }

    public Admission decide(AdmissionState s) {
        throw new Broken();
    }
}
