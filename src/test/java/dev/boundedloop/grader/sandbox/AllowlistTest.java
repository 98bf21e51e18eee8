package dev.boundedloop.grader.sandbox;

import static org.assertj.core.api.Assertions.assertThat;

import java.lang.reflect.Field;
import java.lang.reflect.Member;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/** The allowlist file names real JDK classes and members, so a typo cannot silently refuse or allow. */
class AllowlistTest {

    private final Allowlist allowlist = Allowlist.standard();

    @Test
    void everyClassTheFileNamesExistsInTheJdk() {
        List<String> missing = new ArrayList<>();
        for (String name : allowlist.namedClasses()) {
            try {
                Class.forName(name, false, ClassLoader.getPlatformClassLoader());
            } catch (ClassNotFoundException e) {
                missing.add(name);
            }
        }
        assertThat(missing).isEmpty();
    }

    @Test
    void everyMemberTheFileNamesIsAnAccessibleMemberOfItsClass() throws Exception {
        List<String> missing = new ArrayList<>();
        for (var entry : allowlist.namedMembers().entrySet()) {
            Class<?> type = Class.forName(entry.getKey(), false, ClassLoader.getPlatformClassLoader());
            Set<String> publicMembers = Stream.of(
                            Arrays.stream(type.getMethods()).map(Method::getName),
                            Arrays.stream(type.getFields()).map(Field::getName),
                            Arrays.stream(type.getDeclaredConstructors())
                                    .filter(c -> Modifier.isPublic(c.getModifiers()) || Modifier.isProtected(c.getModifiers()))
                                    .map(c -> "<init>"))
                    .flatMap(s -> s).collect(Collectors.toSet());
            Arrays.stream(type.getDeclaredMethods()).filter(m -> Modifier.isProtected(m.getModifiers()))
                    .map(Member::getName).forEach(publicMembers::add); // finalize, and Record and Enum constructors
            entry.getValue().stream().filter(member -> !publicMembers.contains(member))
                    .forEach(member -> missing.add(entry.getKey() + "#" + member));
        }
        assertThat(missing).isEmpty();
    }

    @Test
    void theReservedAndDangerousClassesAreRefusedWithAReason() {
        for (String name : List.of("java/lang/Thread", "java/lang/reflect/Method", "java/util/concurrent/atomic/AtomicLong",
                "java/lang/invoke/MethodHandles", "java/io/File", "java/net/Socket", "java/lang/Runtime")) {
            assertThat(allowlist.typeRefusal(name)).as(name).contains("is refused: ");
        }
        assertThat(allowlist.typeRefusal("java/awt/Robot")).endsWith("is not on the sandbox allowlist");
        assertThat(allowlist.typeRefusal("java/util/ArrayList")).isNull();
        assertThat(allowlist.typeRefusal("java/util/function/IntUnaryOperator")).isNull();
    }
}
