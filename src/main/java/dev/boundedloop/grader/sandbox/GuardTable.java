package dev.boundedloop.grader.sandbox;

import dev.boundedloop.grader.sandbox.runtime.Guards;
import java.lang.reflect.Method;
import java.util.HashMap;
import java.util.Map;
import org.objectweb.asm.Type;

/**
 * Which JDK calls the instrumenter surrounds with a runtime check, read from the annotations on
 * {@link Guards} so the list of guarded calls stays beside the checks themselves.
 */
final class GuardTable {

    static final String GUARDS = Type.getInternalName(Guards.class);
    /** The owner key that stands for every array type, as in {@code [.clone}. */
    static final String ANY_ARRAY = "[";

    /**
     * A static method of {@link Guards} to call; a result check that {@code charges} is skipped
     * where a before-check already charged the call.
     */
    record Check(String name, String descriptor, boolean charges) {}

    private static final GuardTable STANDARD = new GuardTable();

    private final Map<String, Check> before = new HashMap<>();
    private final Map<String, Check> results = new HashMap<>();

    private GuardTable() {
        for (Method method : Guards.class.getDeclaredMethods()) {
            Guards.Result result = method.getAnnotation(Guards.Result.class);
            Check check = new Check(method.getName(), Type.getMethodDescriptor(method), result != null && result.charges());
            Guards.Before guarded = method.getAnnotation(Guards.Before.class);
            if (guarded != null) {
                for (String call : guarded.value()) {
                    if (before.put(call, check) != null) {
                        throw new IllegalStateException("Two guards for " + call);
                    }
                }
            }
            if (result != null) {
                Class<?> checked = method.getParameterTypes()[0];
                results.put(checked == Object.class ? ANY_ARRAY : Type.getDescriptor(checked), check);
            }
        }
    }

    static GuardTable standard() {
        return STANDARD;
    }

    /** The check to run before this call, given the receiver (if any) and the arguments; or null. */
    Check before(String owner, String name, String descriptor) {
        String key = (owner.startsWith(ANY_ARRAY) ? ANY_ARRAY : owner) + "." + name + " " + descriptor;
        return before.get(key);
    }

    /** The check on a value of this type that a JDK call produced, or null. */
    Check result(Type type) {
        return switch (type.getSort()) {
            case Type.ARRAY -> results.get(ANY_ARRAY);
            case Type.OBJECT -> results.get(type.getDescriptor());
            default -> null;
        };
    }

    /** Every guarded call, for the test that checks them against the JDK. */
    Map<String, Check> guardedCalls() {
        return Map.copyOf(before);
    }
}
