// expect: MEMORY_LIMIT
import dev.boundedloop.policy.*;
import java.util.*;

public class SubclassMapGrowth implements AdmissionPolicy {
    // puts through a learner subclass of HashMap grow the JDK's table just the same
    static final class Table extends HashMap<Integer, Integer> {}

    public Admission decide(AdmissionState s) {
        Table table = new Table();
        for (int i = 0; ; i++) {
            table.put(i, i);
        }
    }
}
