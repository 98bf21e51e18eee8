package dev.boundedloop.grader.sandbox;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.objectweb.asm.ClassTooLargeException;
import org.objectweb.asm.MethodTooLargeException;
import org.objectweb.asm.tree.ClassNode;
import org.objectweb.asm.tree.MethodNode;

/**
 * Rewrites verified learner classes so that they run under the sandbox runtime
 * ({@code dev.boundedloop.grader.sandbox.runtime}): fuel on every method entry and backward branch,
 * aborts that no handler can swallow, metered allocations, captured output, and checks on the JDK
 * calls whose cost an argument decides. Run it only on classes that {@link BytecodeVerifier}
 * accepted: it trusts that they name nothing outside the allowlist.
 */
public final class Instrumenter {

    private Instrumenter() {}

    /**
     * @param classes verified class files by binary name
     * @return the instrumented class files, by the same names
     * @throws IllegalArgumentException if a class is malformed
     * @throws NotInstrumentable if a method or class is too large once instrumented
     */
    public static Map<String, byte[]> instrument(Map<String, byte[]> classes) {
        Map<String, ClassNode> nodes = new LinkedHashMap<>();
        classes.forEach((name, bytes) -> {
            ClassNode node = BytecodeVerifier.parse(bytes);
            if (node == null) {
                throw new IllegalArgumentException("not a class file: " + name);
            }
            nodes.put(name, node);
        });
        TypeHierarchy hierarchy = new TypeHierarchy(nodes.values());
        Map<String, byte[]> instrumented = new LinkedHashMap<>();
        nodes.forEach((name, node) -> instrumented.put(name, instrument(node, hierarchy)));
        return instrumented;
    }

    private static byte[] instrument(ClassNode node, TypeHierarchy hierarchy) {
        LambdaBridges.add(node, hierarchy::isSubmission);
        for (MethodNode method : List.copyOf(node.methods)) {
            PolicyMadeErrors.substitute(method);
            new MethodInstrumenter(method, hierarchy, GuardTable.standard()).instrument();
        }
        HierarchyClassWriter writer = new HierarchyClassWriter(hierarchy);
        try {
            node.accept(writer);
            return writer.toByteArray();
        } catch (MethodTooLargeException e) {
            throw new NotInstrumentable(new Violation(Allowlist.dotted(e.getClassName()), e.getMethodName(),
                    "this method's bytecode grows to " + e.getCodeSize() + " bytes once metered, past the JVM's limit "
                            + "of 65535: split it into smaller methods", 0));
        } catch (ClassTooLargeException e) {
            throw new NotInstrumentable(new Violation(Allowlist.dotted(e.getClassName()), Violation.TYPE,
                    "this class has " + e.getConstantPoolCount() + " constants once metered, past the JVM's limit "
                            + "of 65535: split it into smaller classes", 0));
        }
    }
}
