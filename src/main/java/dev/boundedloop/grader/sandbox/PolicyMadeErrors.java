package dev.boundedloop.grader.sandbox;

import dev.boundedloop.grader.sandbox.runtime.PolicyMadeExceptionInInitializerError;
import dev.boundedloop.grader.sandbox.runtime.PolicyMadeIncompatibleClassChangeError;
import dev.boundedloop.grader.sandbox.runtime.PolicyMadeNoSuchFieldError;
import dev.boundedloop.grader.sandbox.runtime.PolicyMadeOutOfMemoryError;
import dev.boundedloop.grader.sandbox.runtime.PolicyMadeStackOverflowError;
import java.util.Map;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;
import org.objectweb.asm.tree.AbstractInsnNode;
import org.objectweb.asm.tree.MethodInsnNode;
import org.objectweb.asm.tree.MethodNode;
import org.objectweb.asm.tree.TypeInsnNode;

/**
 * Replaces the JVM's own errors that learner code constructs ({@code new StackOverflowError()})
 * with look-alike subclasses that say they were made by the policy. Thrown by hand, such an error
 * is the learner's ERROR, not the sandbox's memory verdict, and it is no sign that the worker JVM
 * was damaged, so it never costs a worker restart.
 *
 * <p>Learner classes may not extend these errors (the allowlist's {@code noextend} lines), so every
 * {@code invokespecial} of one of their constructors in learner code builds a new object, and
 * swapping the class in both {@code new} and {@code invokespecial} keeps the bytecode valid.
 */
final class PolicyMadeErrors {

    private static final Map<String, String> SUBSTITUTES = Map.of(
            "java/lang/StackOverflowError", Type.getInternalName(PolicyMadeStackOverflowError.class),
            "java/lang/OutOfMemoryError", Type.getInternalName(PolicyMadeOutOfMemoryError.class),
            "java/lang/ExceptionInInitializerError", Type.getInternalName(PolicyMadeExceptionInInitializerError.class),
            "java/lang/NoSuchFieldError", Type.getInternalName(PolicyMadeNoSuchFieldError.class),
            "java/lang/IncompatibleClassChangeError", Type.getInternalName(PolicyMadeIncompatibleClassChangeError.class));

    private PolicyMadeErrors() {}

    static void substitute(MethodNode method) {
        for (AbstractInsnNode insn : method.instructions) {
            if (insn instanceof TypeInsnNode type && type.getOpcode() == Opcodes.NEW) {
                type.desc = SUBSTITUTES.getOrDefault(type.desc, type.desc);
            } else if (insn instanceof MethodInsnNode call && call.getOpcode() == Opcodes.INVOKESPECIAL
                    && call.name.equals("<init>")) {
                call.owner = SUBSTITUTES.getOrDefault(call.owner, call.owner);
            }
        }
    }
}
