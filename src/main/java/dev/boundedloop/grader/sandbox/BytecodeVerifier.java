package dev.boundedloop.grader.sandbox;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.tree.ClassNode;

/**
 * Refuses learner bytecode that names anything outside the sandbox allowlist, before any of it is
 * loaded. The security manager is gone, so this, the instrumenter's metering and (later) the
 * worker process are what stands between learner code and the grader.
 *
 * <p>The allowlist is of members, not just classes ({@code System.out} yes, {@code System.exit}
 * no), and every place a class file can name a type or member is checked: calls, fields,
 * allocations, casts, constants, {@code invokedynamic} bootstraps and their handles, descriptors,
 * signatures, supertypes, catch types and annotations. Declarations that let code run outside the
 * meter (native and synchronized methods, finalizers, serialization hooks, monitors) and classes in
 * reserved packages are refused too.
 */
public final class BytecodeVerifier {

    /** The most classes one submission may produce (nested and anonymous classes count; lambdas do not). */
    public static final int MAX_CLASSES = 64;
    /** The most class-file bytes one submission may produce, in all. */
    public static final int MAX_CLASS_BYTES = 256 * 1024;

    static final String SUBMISSION = "<submission>";

    private BytecodeVerifier() {}

    /**
     * @param classes class files by binary name, as {@link InMemoryCompiler} produces them
     * @return every violation found, in the order found; empty when the submission may run
     */
    public static List<Violation> verify(Map<String, byte[]> classes) {
        Set<Violation> found = new LinkedHashSet<>();
        if (classes.size() > MAX_CLASSES) {
            found.add(new Violation(SUBMISSION, "<classes>",
                    classes.size() + " classes; a submission may have at most " + MAX_CLASSES, 0));
        }
        long bytes = classes.values().stream().mapToLong(b -> b.length).sum();
        if (bytes > MAX_CLASS_BYTES) {
            found.add(new Violation(SUBMISSION, "<bytes>",
                    bytes + " bytes of classes; a submission may have at most " + MAX_CLASS_BYTES, 0));
        }
        List<ClassNode> nodes = new ArrayList<>();
        classes.forEach((name, classFile) -> {
            ClassNode node = parse(classFile);
            if (node == null || !node.name.equals(name.replace('.', '/'))) {
                found.add(new Violation(name, Violation.TYPE, "not a class file for " + name, 0));
            } else {
                nodes.add(node);
            }
        });
        ReferenceRules rules = new ReferenceRules(Allowlist.standard(), new TypeHierarchy(nodes));
        for (ClassNode node : nodes) {
            new ClassChecker(node, rules, found).check();
        }
        return List.copyOf(found);
    }

    static ClassNode parse(byte[] classFile) {
        try {
            ClassNode node = new ClassNode();
            new ClassReader(classFile).accept(node, ClassReader.SKIP_FRAMES);
            return node;
        } catch (RuntimeException malformed) {
            return null;
        }
    }
}
