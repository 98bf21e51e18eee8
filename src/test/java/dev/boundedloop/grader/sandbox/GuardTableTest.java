package dev.boundedloop.grader.sandbox;

import static org.assertj.core.api.Assertions.assertThat;

import java.lang.reflect.Constructor;
import java.lang.reflect.Executable;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.objectweb.asm.Type;

/**
 * Every guarded call names a real JDK member, and its check accepts exactly what the call leaves on
 * the stack (the receiver, unless static or a constructor, then the arguments), because the
 * instrumenter copies those values into the check without looking.
 */
class GuardTableTest {

    @Test
    void everyGuardedCallExistsAndItsCheckTakesTheCallsValues() throws Exception {
        assertThat(problems(GuardTable.standard().guardedCalls(), false)).isEmpty();
    }

    @Test
    void everyReplacedCallExistsAndItsReplacementTakesTheCallsValuesAndReturnsTheSameType() throws Exception {
        assertThat(GuardTable.standard().replacedCalls()).isNotEmpty();
        assertThat(problems(GuardTable.standard().replacedCalls(), true)).isEmpty();
    }

    @Test
    void everyGrownCallExistsAndLeavesItsContainerFirst() throws Exception {
        Map<String, GuardTable.Check> sizeChecks = new java.util.HashMap<>();
        GuardTable.standard().grownCalls().keySet().forEach(call -> sizeChecks.put(call, GuardTable.standard().sizeBefore()));
        assertThat(sizeChecks).isNotEmpty();
        assertThat(problems(sizeChecks, false)).isEmpty();
    }

    @Test
    void alternativesExpandTogether() {
        assertThat(GuardTable.expand("a ([{I|J}[{I|J})Z")).containsExactly("a ([I[I)Z", "a ([J[J)Z");
    }

    private static List<String> problems(Map<String, GuardTable.Check> calls, boolean replacement) throws Exception {
        List<String> problems = new ArrayList<>();
        for (Map.Entry<String, GuardTable.Check> entry : calls.entrySet()) {
            String call = entry.getKey();
            String owner = call.substring(0, call.indexOf('.'));
            String name = call.substring(call.indexOf('.') + 1, call.indexOf(' '));
            String descriptor = call.substring(call.indexOf(' ') + 1);
            List<Class<?>> stack = new ArrayList<>();
            if (owner.equals(GuardTable.ANY_ARRAY)) {
                stack.add(Object.class);
            } else {
                Class<?> type = Class.forName(owner.replace('/', '.'), false, ClassLoader.getPlatformClassLoader());
                Executable member = find(type, name, descriptor);
                if (member == null) {
                    problems.add(call + " is not a member of the JDK");
                    continue;
                }
                if (!(member instanceof Constructor) && !Modifier.isStatic(member.getModifiers())) {
                    stack.add(type);
                }
                stack.addAll(Arrays.asList(member.getParameterTypes()));
            }
            Method check = checkMethod(entry.getValue());
            Class<?>[] accepts = check.getParameterTypes();
            if (entry.getValue() == GuardTable.standard().sizeBefore()) {
                accepts = new Class<?>[] {accepts[0]};
                stack = stack.subList(0, Math.min(1, stack.size()));
            }
            boolean fits = accepts.length == stack.size();
            for (int i = 0; fits && i < accepts.length; i++) {
                fits = accepts[i].isPrimitive() ? sameStackType(accepts[i], stack.get(i))
                        : accepts[i].isAssignableFrom(stack.get(i));
            }
            if (!fits) {
                problems.add(call + " leaves " + stack + " but " + check.getName() + " takes " + Arrays.toString(accepts));
            }
            if (replacement) {
                String returned = call.substring(call.indexOf(')') + 1);
                if (!Type.getDescriptor(check.getReturnType()).equals(returned)) {
                    problems.add(call + " returns " + returned + " but " + check.getName() + " returns " + check.getReturnType());
                }
                if (Arrays.stream(accepts).anyMatch(type -> !type.isPrimitive() && type != Object.class)
                        && !Arrays.equals(accepts, stack.toArray(Class<?>[]::new))) {
                    problems.add(call + ": a replacement must take exactly the call's types, to pass the verifier");
                }
            }
        }
        return problems;
    }

    /** boolean, byte, char and short travel as int on the JVM's stack and in its locals. */
    private static boolean sameStackType(Class<?> accepted, Class<?> left) {
        List<Class<?>> intLike = List.of(int.class, boolean.class, byte.class, char.class, short.class);
        return accepted == left || (accepted == int.class && intLike.contains(left));
    }

    private static Executable find(Class<?> type, String name, String descriptor) {
        if (name.equals("<init>")) {
            return Arrays.stream(type.getConstructors())
                    .filter(c -> Type.getConstructorDescriptor(c).equals(descriptor)).findFirst().orElse(null);
        }
        return Stream.concat(Arrays.stream(type.getMethods()), Arrays.stream(type.getDeclaredMethods()))
                .filter(m -> m.getName().equals(name) && Type.getMethodDescriptor(m).equals(descriptor))
                .findFirst().orElse(null);
    }

    private static Method checkMethod(GuardTable.Check check) throws ClassNotFoundException {
        Class<?> owner = Class.forName(check.owner().replace('/', '.'));
        return Arrays.stream(owner.getMethods())
                .filter(m -> m.getName().equals(check.name()) && Type.getMethodDescriptor(m).equals(check.descriptor()))
                .findFirst().orElseThrow();
    }
}
