// expect: MEMORY_LIMIT
import dev.boundedloop.policy.*;
import java.util.*;

public class DequeGrowth implements AdmissionPolicy {
    // offer, push, addFirst and a priority queue's offer all grow arrays inside the JDK
    public Admission decide(AdmissionState s) {
        Deque<Integer> deque = new ArrayDeque<>();
        Queue<Integer> heap = new PriorityQueue<>();
        for (int i = 0; ; i++) {
            deque.offerLast(i);
            deque.push(i);
            deque.addFirst(i);
            deque.offerFirst(i);
            if ((i & 7) == 0) {
                heap.offer(i & 1023);
            }
        }
    }
}
