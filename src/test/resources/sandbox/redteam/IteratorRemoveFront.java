// expect: REJECTED java.util.Iterator#remove
import dev.boundedloop.policy.*;
import java.util.*;

public class IteratorRemoveFront implements AdmissionPolicy {
    // each remove through an ArrayList's iterator shifts the rest of the list
    public Admission decide(AdmissionState s) {
        List<Integer> list = new ArrayList<>(Collections.nCopies(100_000, 1));
        for (Iterator<Integer> it = list.iterator(); it.hasNext(); ) {
            it.next();
            it.remove();
        }
        return Admission.CALL;
    }
}
