package dev.boundedloop.grader.sandbox;

import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Predicate;
import org.objectweb.asm.Handle;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;
import org.objectweb.asm.tree.AbstractInsnNode;
import org.objectweb.asm.tree.ClassNode;
import org.objectweb.asm.tree.InsnList;
import org.objectweb.asm.tree.InsnNode;
import org.objectweb.asm.tree.InvokeDynamicInsnNode;
import org.objectweb.asm.tree.MethodInsnNode;
import org.objectweb.asm.tree.MethodNode;
import org.objectweb.asm.tree.TypeInsnNode;
import org.objectweb.asm.tree.VarInsnNode;

/**
 * Routes method references to JDK members through a small static method of the learner's class.
 *
 * <p>{@code Stream.iterate(0L, Math::abs).count()} never runs a learner method: the lambda class
 * that LambdaMetafactory spins calls {@code Math.abs} directly, so neither fuel nor the guards would
 * see one element. With a bridge, every call of the functional object enters learner code, which
 * the instrumenter then charges and guards like any other method.
 */
final class LambdaBridges {

    private static final String METAFACTORY_OWNER = "java/lang/invoke/LambdaMetafactory";
    private static final int IMPLEMENTATION = 1;
    private static final String PREFIX = "lambda$sandbox$";

    private final ClassNode node;
    private final Predicate<String> submissionClass;
    private final Map<Handle, Handle> bridges = new HashMap<>();
    private final Set<String> names = new HashSet<>();
    private int counter;

    private LambdaBridges(ClassNode node, Predicate<String> submissionClass) {
        this.node = node;
        this.submissionClass = submissionClass;
        node.methods.forEach(method -> names.add(method.name));
    }

    static void add(ClassNode node, Predicate<String> submissionClass) {
        new LambdaBridges(node, submissionClass).addBridges();
    }

    private void addBridges() {
        for (MethodNode method : List.copyOf(node.methods)) {
            for (AbstractInsnNode insn : method.instructions) {
                if (insn instanceof InvokeDynamicInsnNode indy && indy.bsm.getOwner().equals(METAFACTORY_OWNER)
                        && indy.bsmArgs[IMPLEMENTATION] instanceof Handle implementation
                        && !submissionClass.test(implementation.getOwner())) {
                    indy.bsmArgs[IMPLEMENTATION] = bridges.computeIfAbsent(implementation, this::bridge);
                }
            }
        }
    }

    private Handle bridge(Handle target) {
        String owner = target.getOwner();
        Type ownerType = Type.getObjectType(owner);
        Type[] arguments = Type.getArgumentTypes(target.getDesc());
        Type returned = Type.getReturnType(target.getDesc());
        InsnList code = new InsnList();
        Type[] parameters;
        switch (target.getTag()) {
            case Opcodes.H_INVOKESTATIC -> {
                parameters = arguments;
                loadAll(code, parameters);
                code.add(new MethodInsnNode(Opcodes.INVOKESTATIC, owner, target.getName(), target.getDesc(),
                        target.isInterface()));
            }
            case Opcodes.H_INVOKEVIRTUAL, Opcodes.H_INVOKEINTERFACE -> {
                parameters = Bytecode.prepend(ownerType, arguments);
                loadAll(code, parameters);
                int opcode = target.getTag() == Opcodes.H_INVOKEVIRTUAL ? Opcodes.INVOKEVIRTUAL : Opcodes.INVOKEINTERFACE;
                code.add(new MethodInsnNode(opcode, owner, target.getName(), target.getDesc(), target.isInterface()));
            }
            case Opcodes.H_NEWINVOKESPECIAL -> {
                parameters = arguments;
                returned = ownerType;
                code.add(new TypeInsnNode(Opcodes.NEW, owner));
                code.add(new InsnNode(Opcodes.DUP));
                loadAll(code, parameters);
                code.add(new MethodInsnNode(Opcodes.INVOKESPECIAL, owner, "<init>", target.getDesc(), false));
            }
            default -> {
                return target; // javac turns super:: references into lambda methods of the class itself
            }
        }
        code.add(new InsnNode(returned.getOpcode(Opcodes.IRETURN)));
        String descriptor = Type.getMethodDescriptor(returned, parameters);
        MethodNode bridge = new MethodNode(Opcodes.ACC_PRIVATE | Opcodes.ACC_STATIC | Opcodes.ACC_SYNTHETIC,
                freshName(), descriptor, null, null);
        bridge.instructions = code;
        bridge.maxLocals = Type.getArgumentsAndReturnSizes(descriptor) >> 2;
        node.methods.add(bridge);
        boolean isInterface = (node.access & Opcodes.ACC_INTERFACE) != 0;
        return new Handle(Opcodes.H_INVOKESTATIC, node.name, bridge.name, descriptor, isInterface);
    }

    private String freshName() {
        String name;
        do {
            name = PREFIX + counter++;
        } while (!names.add(name));
        return name;
    }

    private static void loadAll(InsnList code, Type[] parameters) {
        int slot = 0;
        for (Type parameter : parameters) {
            code.add(new VarInsnNode(parameter.getOpcode(Opcodes.ILOAD), slot));
            slot += parameter.getSize();
        }
    }
}
