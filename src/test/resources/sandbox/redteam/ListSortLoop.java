// expect: TIMEOUT
import dev.boundedloop.policy.*;
import java.util.*;

public class ListSortLoop implements AdmissionPolicy {
    // sorting an already built list again and again, with the list's own sort and Collections.sort
    public Admission decide(AdmissionState s) {
        List<Integer> numbers = new ArrayList<>();
        for (int i = 0; i < 100_000; i++) {
            numbers.add(i % 1000);
        }
        while (true) {
            numbers.sort(Comparator.naturalOrder());
            Collections.sort(numbers);
        }
    }
}
