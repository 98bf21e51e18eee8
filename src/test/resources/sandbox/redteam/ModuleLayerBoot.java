// expect: REJECTED java.lang.ModuleLayer#boot
import dev.boundedloop.policy.*;

public class ModuleLayerBoot implements AdmissionPolicy {
    public Admission decide(AdmissionState s) {
        return ModuleLayer.boot().modules().isEmpty() ? Admission.MODEL_CALL_LIMIT : Admission.CALL;
    }
}
