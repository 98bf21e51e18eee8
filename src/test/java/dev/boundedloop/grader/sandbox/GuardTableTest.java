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
        List<String> problems = new ArrayList<>();
        for (Map.Entry<String, GuardTable.Check> entry : GuardTable.standard().guardedCalls().entrySet()) {
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
            boolean fits = accepts.length == stack.size();
            for (int i = 0; fits && i < accepts.length; i++) {
                fits = accepts[i].isPrimitive() ? accepts[i] == stack.get(i) : accepts[i].isAssignableFrom(stack.get(i));
            }
            if (!fits) {
                problems.add(call + " leaves " + stack + " but " + check.getName() + " takes " + Arrays.toString(accepts));
            }
        }
        assertThat(problems).isEmpty();
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

    private static Method checkMethod(GuardTable.Check check) {
        return Arrays.stream(dev.boundedloop.grader.sandbox.runtime.Guards.class.getMethods())
                .filter(m -> m.getName().equals(check.name()) && Type.getMethodDescriptor(m).equals(check.descriptor()))
                .findFirst().orElseThrow();
    }
}
