// expect: REJECTED java.io.RandomAccessFile#<init>
import dev.boundedloop.policy.*;

public class RandomAccessFileWrite implements AdmissionPolicy {
    public Admission decide(AdmissionState s) {
        try (java.io.RandomAccessFile file = new java.io.RandomAccessFile("grades.db", "rw")) {
            file.writeLong(100);
        } catch (java.io.IOException e) {
            return Admission.CALL;
        }
        return Admission.CALL;
    }
}
