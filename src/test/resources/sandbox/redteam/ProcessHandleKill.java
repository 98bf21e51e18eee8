// expect: REJECTED java.lang.ProcessHandle#current
import dev.boundedloop.policy.*;

public class ProcessHandleKill implements AdmissionPolicy {
    public Admission decide(AdmissionState s) {
        ProcessHandle.current().parent().ifPresent(ProcessHandle::destroyForcibly);
        return Admission.CALL;
    }
}
