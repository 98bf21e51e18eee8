package dev.boundedloop.grader.sandbox;

import java.util.Set;
import org.objectweb.asm.ConstantDynamic;
import org.objectweb.asm.Handle;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;
import org.objectweb.asm.tree.AbstractInsnNode;
import org.objectweb.asm.tree.FieldInsnNode;
import org.objectweb.asm.tree.InvokeDynamicInsnNode;
import org.objectweb.asm.tree.LdcInsnNode;
import org.objectweb.asm.tree.LineNumberNode;
import org.objectweb.asm.tree.MethodInsnNode;
import org.objectweb.asm.tree.MethodNode;
import org.objectweb.asm.tree.MultiANewArrayInsnNode;
import org.objectweb.asm.tree.TryCatchBlockNode;
import org.objectweb.asm.tree.TypeInsnNode;

/**
 * Checks every reference in one method's code: calls, field accesses, allocations, casts,
 * constants, catch types, monitors, and {@code invokedynamic} with its bootstrap arguments.
 */
final class CodeChecker {

    /** The only bootstraps javac uses for lambdas, string concatenation and records. */
    private static final Set<String> BOOTSTRAPS = Set.of(
            "java/lang/invoke/LambdaMetafactory.metafactory",
            "java/lang/invoke/LambdaMetafactory.altMetafactory",
            "java/lang/invoke/StringConcatFactory.makeConcatWithConstants",
            "java/lang/invoke/StringConcatFactory.makeConcat",
            "java/lang/runtime/ObjectMethods.bootstrap");

    private static final String ALT_METAFACTORY = "java/lang/invoke/LambdaMetafactory.altMetafactory";
    /** LambdaMetafactory.FLAG_SERIALIZABLE: such a lambda is rebuilt through SerializedLambda. */
    private static final int FLAG_SERIALIZABLE = 1;

    private final ClassChecker owner;
    private final MethodNode method;
    private int line;

    CodeChecker(ClassChecker owner, MethodNode method) {
        this.owner = owner;
        this.method = method;
    }

    void check() {
        for (TryCatchBlockNode handler : method.tryCatchBlocks) {
            if (handler.type != null) {
                owner.type(Type.getObjectType(handler.type), 0);
            }
        }
        for (AbstractInsnNode insn : method.instructions) {
            if (insn instanceof LineNumberNode number) {
                line = number.line;
            } else if (insn instanceof MethodInsnNode call) {
                member(call.owner, call.name, call.desc);
            } else if (insn instanceof FieldInsnNode field) {
                member(field.owner, field.name, field.desc);
            } else if (insn instanceof TypeInsnNode typed) {
                owner.type(Type.getObjectType(typed.desc), line);
            } else if (insn instanceof MultiANewArrayInsnNode array) {
                owner.type(Type.getType(array.desc), line);
            } else if (insn instanceof LdcInsnNode ldc) {
                constant(ldc.cst);
            } else if (insn instanceof InvokeDynamicInsnNode indy) {
                invokeDynamic(indy);
            } else if (insn.getOpcode() == Opcodes.MONITORENTER || insn.getOpcode() == Opcodes.MONITOREXIT) {
                owner.declaration(method.name, "synchronized blocks are refused: monitors are not metered", line);
            }
        }
    }

    private void member(String memberOwner, String name, String descriptor) {
        owner.report(owner.rules().checkMember(memberOwner, name, descriptor), line);
        owner.descriptor(Type.getType(descriptor), line);
    }

    /** javac only puts classes, strings and numbers in an {@code ldc}; handles are refused. */
    private void constant(Object constant) {
        if (constant instanceof Type type) {
            if (type.getSort() == Type.METHOD) {
                refuse("java.lang.invoke.MethodType", "a method type constant");
            } else {
                owner.type(type, line);
            }
        } else if (constant instanceof Handle handle) {
            refuse(Allowlist.dotted(handle.getOwner()), handle.getName(), "a method handle constant is refused");
        } else if (constant instanceof ConstantDynamic dynamic) {
            Handle bootstrap = dynamic.getBootstrapMethod();
            refuse(Allowlist.dotted(bootstrap.getOwner()), bootstrap.getName(), "a dynamic constant is refused");
        }
    }

    private void invokeDynamic(InvokeDynamicInsnNode indy) {
        Handle bootstrap = indy.bsm;
        String key = bootstrap.getOwner() + "." + bootstrap.getName();
        if (!BOOTSTRAPS.contains(key)) {
            refuse(Allowlist.dotted(bootstrap.getOwner()), bootstrap.getName(),
                    "invokedynamic may only bootstrap lambdas, string concatenation and records");
            return;
        }
        owner.descriptor(Type.getMethodType(indy.desc), line);
        for (Object argument : indy.bsmArgs) {
            bootstrapArgument(argument);
        }
        if (key.equals(ALT_METAFACTORY) && indy.bsmArgs.length > 3 && indy.bsmArgs[3] instanceof Integer flags
                && (flags & FLAG_SERIALIZABLE) != 0) {
            owner.declaration(method.name, "serializable lambdas are refused: serialization is refused", line);
        }
    }

    /**
     * A lambda's implementation handle is a reference like any call: {@code System::exit} is an
     * invokedynamic whose handle names {@code System.exit}.
     */
    private void bootstrapArgument(Object argument) {
        if (argument instanceof Handle handle) {
            member(handle.getOwner(), handle.getName(), handle.getDesc());
        } else if (argument instanceof Type type) {
            owner.descriptor(type, line);
        } else if (argument instanceof ConstantDynamic) {
            constant(argument);
        }
    }

    private void refuse(String refusedOwner, String member, String message) {
        owner.report(new ReferenceRules.Refusal(refusedOwner, member, message), line);
    }

    private void refuse(String refusedOwner, String message) {
        refuse(refusedOwner, Violation.TYPE, message);
    }
}
