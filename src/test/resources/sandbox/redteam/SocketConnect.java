// expect: REJECTED java.net.Socket#<init>
import dev.boundedloop.policy.*;

public class SocketConnect implements AdmissionPolicy {
    public Admission decide(AdmissionState s) {
        try (java.net.Socket socket = new java.net.Socket("127.0.0.1", 5432)) {
            return Admission.CALL;
        } catch (java.io.IOException e) {
            return Admission.CALL;
        }
    }
}
