package dev.boundedloop.grader.sandbox;

import dev.boundedloop.grader.sandbox.runtime.Meter;
import dev.boundedloop.grader.sandbox.runtime.Sandbox;
import dev.boundedloop.grader.sandbox.runtime.ValueGuards;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.objectweb.asm.Handle;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;
import org.objectweb.asm.tree.AbstractInsnNode;
import org.objectweb.asm.tree.FieldInsnNode;
import org.objectweb.asm.tree.InsnList;
import org.objectweb.asm.tree.InsnNode;
import org.objectweb.asm.tree.IntInsnNode;
import org.objectweb.asm.tree.InvokeDynamicInsnNode;
import org.objectweb.asm.tree.JumpInsnNode;
import org.objectweb.asm.tree.LabelNode;
import org.objectweb.asm.tree.LdcInsnNode;
import org.objectweb.asm.tree.LookupSwitchInsnNode;
import org.objectweb.asm.tree.MethodInsnNode;
import org.objectweb.asm.tree.MethodNode;
import org.objectweb.asm.tree.MultiANewArrayInsnNode;
import org.objectweb.asm.tree.TableSwitchInsnNode;
import org.objectweb.asm.tree.TryCatchBlockNode;
import org.objectweb.asm.tree.TypeInsnNode;
import org.objectweb.asm.tree.VarInsnNode;

/**
 * Rewrites one learner method so that it runs under its thread's meter:
 * <ul>
 *   <li>on entry it fetches the meter (charging one unit of fuel) into a fresh local;</li>
 *   <li>every backward branch, switches included, charges one unit from that local;</li>
 *   <li>every exception handler first rethrows a sandbox abort, so no catch or finally can
 *       swallow one, and making or catching an exception costs extra fuel;</li>
 *   <li>array allocations are charged before they happen;</li>
 *   <li>{@code System.out} and {@code System.err} become the session's capture streams;</li>
 *   <li>JDK calls in the {@link GuardTable} get their check.</li>
 * </ul>
 */
final class MethodInstrumenter {

    private static final String SANDBOX = Type.getInternalName(Sandbox.class);
    private static final String METER = Type.getInternalName(Meter.class);
    private static final String METER_DESCRIPTOR = Type.getDescriptor(Meter.class);
    private static final String PRINT_STREAM = "()Ljava/io/PrintStream;";
    private static final Set<String> CAPTURED_STREAMS = Set.of("out", "err");

    private static final String THROWABLE = "java/lang/Throwable";
    private static final String VALUE_GUARDS = Type.getInternalName(ValueGuards.class);

    private final MethodNode method;
    private final TypeHierarchy hierarchy;
    private final GuardTable guards;
    private final InsnList code;
    private final int meter;
    /** Scratch locals for copies of call arguments start here; each site reuses them. */
    private final int scratch;

    MethodInstrumenter(MethodNode method, TypeHierarchy hierarchy, GuardTable guards) {
        this.method = method;
        this.hierarchy = hierarchy;
        this.guards = guards;
        this.code = method.instructions;
        this.meter = method.maxLocals;
        this.scratch = meter + 1;
    }

    void instrument() {
        if ((method.access & (Opcodes.ACC_ABSTRACT | Opcodes.ACC_NATIVE)) != 0) {
            return;
        }
        AbstractInsnNode[] original = code.toArray();
        Map<LabelNode, Integer> position = new HashMap<>();
        for (int i = 0; i < original.length; i++) {
            if (original[i] instanceof LabelNode label) {
                position.put(label, i);
            }
        }
        for (int i = 0; i < original.length; i++) {
            rewrite(original[i], i, position);
        }
        guardHandlers();
        InsnList entry = new InsnList();
        entry.add(new MethodInsnNode(Opcodes.INVOKESTATIC, SANDBOX, "enter", "()" + METER_DESCRIPTOR, false));
        entry.add(new VarInsnNode(Opcodes.ASTORE, meter));
        code.insert(entry);
    }

    private void rewrite(AbstractInsnNode insn, int at, Map<LabelNode, Integer> position) {
        if (insn instanceof JumpInsnNode jump) {
            if (position.get(jump.label) <= at) {
                code.insertBefore(jump, tick());
            }
        } else if (insn instanceof TableSwitchInsnNode table) {
            if (anyBackward(table.dflt, table.labels, at, position)) {
                code.insertBefore(table, tick());
            }
        } else if (insn instanceof LookupSwitchInsnNode lookup) {
            if (anyBackward(lookup.dflt, lookup.labels, at, position)) {
                code.insertBefore(lookup, tick());
            }
        } else if (insn.getOpcode() == Opcodes.NEWARRAY) {
            code.insertBefore(insn, chargeArray(primitiveBytes(((IntInsnNode) insn).operand)));
        } else if (insn.getOpcode() == Opcodes.ANEWARRAY) {
            code.insertBefore(insn, chargeArray(Meter.REFERENCE_BYTES));
        } else if (insn instanceof MultiANewArrayInsnNode multi) {
            chargeMultiArray(multi);
        } else if (insn instanceof FieldInsnNode field && isStandardStream(field)) {
            code.set(field, new MethodInsnNode(Opcodes.INVOKESTATIC, SANDBOX, field.name, PRINT_STREAM, false));
        } else if (insn.getOpcode() == Opcodes.NEW && hierarchy.isSubtypeOf(((TypeInsnNode) insn).desc, THROWABLE)) {
            code.insertBefore(insn, meterCall("exception", "()V"));
        } else if (insn instanceof MethodInsnNode call) {
            guard(call);
        } else if (insn instanceof InvokeDynamicInsnNode indy) {
            guardOperands(indy);
            checkResult(indy, Type.getReturnType(indy.desc), false);
        }
    }

    private static boolean anyBackward(LabelNode dflt, List<LabelNode> labels, int at, Map<LabelNode, Integer> position) {
        if (position.get(dflt) <= at) {
            return true;
        }
        return labels.stream().anyMatch(label -> position.get(label) <= at);
    }

    private InsnList tick() {
        return meterCall("tick", "()V");
    }

    private InsnList meterCall(String name, String descriptor) {
        InsnList list = new InsnList();
        list.add(new VarInsnNode(Opcodes.ALOAD, meter));
        list.add(new MethodInsnNode(Opcodes.INVOKEVIRTUAL, METER, name, descriptor, false));
        return list;
    }

    /** With the count on the stack: charge it and leave it there for the allocation. */
    private InsnList chargeArray(int elementBytes) {
        InsnList list = new InsnList();
        list.add(new VarInsnNode(Opcodes.ALOAD, meter));
        list.add(new InsnNode(Opcodes.SWAP));
        list.add(Bytecode.pushInt(elementBytes));
        list.add(new MethodInsnNode(Opcodes.INVOKEVIRTUAL, METER, "array", "(II)I", false));
        return list;
    }

    /** Copies every dimension into an int[] for the meter, then puts them back for the allocation. */
    private void chargeMultiArray(MultiANewArrayInsnNode multi) {
        InsnList list = new InsnList();
        for (int i = multi.dims - 1; i >= 0; i--) {
            list.add(new VarInsnNode(Opcodes.ISTORE, scratch + i));
        }
        list.add(new VarInsnNode(Opcodes.ALOAD, meter));
        list.add(Bytecode.pushInt(multi.dims));
        list.add(new IntInsnNode(Opcodes.NEWARRAY, Opcodes.T_INT));
        for (int i = 0; i < multi.dims; i++) {
            list.add(new InsnNode(Opcodes.DUP));
            list.add(Bytecode.pushInt(i));
            list.add(new VarInsnNode(Opcodes.ILOAD, scratch + i));
            list.add(new InsnNode(Opcodes.IASTORE));
        }
        list.add(new LdcInsnNode(multi.desc));
        list.add(new MethodInsnNode(Opcodes.INVOKEVIRTUAL, METER, "multiArray", "([ILjava/lang/String;)V", false));
        for (int i = 0; i < multi.dims; i++) {
            list.add(new VarInsnNode(Opcodes.ILOAD, scratch + i));
        }
        code.insertBefore(multi, list);
    }

    private static boolean isStandardStream(FieldInsnNode field) {
        return field.getOpcode() == Opcodes.GETSTATIC && field.owner.equals("java/lang/System")
                && CAPTURED_STREAMS.contains(field.name);
    }

    /**
     * A JDK call with a before-check gets its receiver and arguments copied to scratch locals, so
     * the check sees them and the call still gets them; a call that grows a container has the
     * container's size read before and its growth charged after; a call with a metered equivalent
     * calls that instead. Any JDK call that produces a string, an array or a big number has its
     * result checked, unless the before-check charged it already. Calls that the learner's own
     * classes declare are learner code and are left alone; members they inherit from the JDK are
     * guarded like the JDK's own.
     */
    private void guard(MethodInsnNode call) {
        if (callsObjectsIdentityMethod(call)) {
            call.setOpcode(Opcodes.INVOKESTATIC);
            call.desc = "(Ljava/lang/Object;)" + Type.getReturnType(call.desc).getDescriptor();
            call.name = call.name.equals("hashCode") ? "identityHashCode" : "identityToString";
            call.owner = VALUE_GUARDS;
            call.itf = false;
            return;
        }
        GuardTable.Resolved resolved = guards.resolve(hierarchy, call.owner, call.name, call.desc);
        if (!resolved.jdkMember()) {
            return;
        }
        GuardTable.Check check = resolved.before();
        boolean constructor = call.name.equals("<init>");
        Type produced = constructor ? Type.getObjectType(call.owner) : Type.getReturnType(call.desc);
        checkResult(call, produced, check != null && check.charges());
        GuardTable.Check growth = resolved.growth();
        if (check != null || growth != null) {
            Type[] arguments = Type.getArgumentTypes(call.desc);
            boolean receiver = call.getOpcode() != Opcodes.INVOKESTATIC && !constructor;
            Type[] values = receiver ? Bytecode.prepend(Type.getObjectType(call.owner), arguments) : arguments;
            int[] slots = new int[values.length];
            int next = scratch;
            for (int i = 0; i < values.length; i++) {
                slots[i] = next;
                next += values[i].getSize();
            }
            InsnList list = new InsnList();
            for (int i = values.length - 1; i >= 0; i--) {
                list.add(new VarInsnNode(values[i].getOpcode(Opcodes.ISTORE), slots[i]));
            }
            if (check != null) {
                loadAll(list, values, slots);
                list.add(new MethodInsnNode(Opcodes.INVOKESTATIC, check.owner(), check.name(), check.descriptor(), false));
            }
            if (growth != null && values.length > 0) {
                GuardTable.Check size = guards.sizeBefore();
                list.add(new VarInsnNode(Opcodes.ALOAD, slots[0]));
                list.add(new MethodInsnNode(Opcodes.INVOKESTATIC, size.owner(), size.name(), size.descriptor(), false));
                list.add(new VarInsnNode(Opcodes.ISTORE, next));
                InsnList after = new InsnList();
                after.add(new VarInsnNode(Opcodes.ALOAD, slots[0]));
                after.add(new VarInsnNode(Opcodes.ILOAD, next));
                after.add(new MethodInsnNode(Opcodes.INVOKESTATIC, growth.owner(), growth.name(), growth.descriptor(), false));
                code.insert(call, after);
            }
            loadAll(list, values, slots);
            code.insertBefore(call, list);
        }
        GuardTable.Check replacement = resolved.replacement();
        if (replacement != null && !constructor) {
            call.setOpcode(Opcodes.INVOKESTATIC);
            call.owner = replacement.owner();
            call.name = replacement.name();
            call.desc = replacement.descriptor();
            call.itf = false;
        }
    }

    /**
     * {@code super.hashCode()} or {@code super.toString()} that reaches Object's own: the identity
     * hash, which differs from run to run. The static types cannot show that for a virtual call,
     * so the walk checks those at run time; a super call is decided here.
     */
    private boolean callsObjectsIdentityMethod(MethodInsnNode call) {
        boolean identityMethod = (call.name.equals("hashCode") && call.desc.equals("()I"))
                || (call.name.equals("toString") && call.desc.equals("()Ljava/lang/String;"));
        if (call.getOpcode() != Opcodes.INVOKESPECIAL || !identityMethod) {
            return false;
        }
        for (TypeHierarchy.TypeInfo type = hierarchy.info(call.owner); type != null;
                type = type.superName() == null ? null : hierarchy.info(type.superName())) {
            if (!type.trusted()) {
                return type.name().equals(TypeHierarchy.OBJECT);
            }
            if (type.declares(call.name, call.desc)) {
                return false;
            }
        }
        return false;
    }

    /**
     * String concatenation turns each operand into text inside the JDK, and a record's generated
     * hashCode, equals and toString hash, compare or print its fields there: each operand or field
     * that is not a plain string or a primitive is charged by its walk first.
     */
    private void guardOperands(InvokeDynamicInsnNode indy) {
        String bootstrap = indy.bsm.getOwner();
        if (bootstrap.equals("java/lang/invoke/StringConcatFactory")) {
            Type[] operands = Type.getArgumentTypes(indy.desc);
            int[] slots = new int[operands.length];
            int next = scratch;
            for (int i = 0; i < operands.length; i++) {
                slots[i] = next;
                next += operands[i].getSize();
            }
            InsnList list = new InsnList();
            boolean any = false;
            for (int i = operands.length - 1; i >= 0; i--) {
                list.add(new VarInsnNode(operands[i].getOpcode(Opcodes.ISTORE), slots[i]));
            }
            for (int i = 0; i < operands.length; i++) {
                list.add(new VarInsnNode(operands[i].getOpcode(Opcodes.ILOAD), slots[i]));
                if (operands[i].getSort() >= Type.ARRAY && !operands[i].getDescriptor().equals("Ljava/lang/String;")) {
                    list.add(new MethodInsnNode(Opcodes.INVOKESTATIC, VALUE_GUARDS, "concatenated",
                            "(Ljava/lang/Object;)Ljava/lang/Object;", false));
                    list.add(new TypeInsnNode(Opcodes.CHECKCAST, operands[i].getInternalName()));
                    any = true;
                } else if (operands[i].getSort() == Type.DOUBLE || operands[i].getSort() == Type.FLOAT) {
                    String type = operands[i].getDescriptor();
                    list.add(new MethodInsnNode(Opcodes.INVOKESTATIC, VALUE_GUARDS, "concatenated",
                            "(" + type + ")" + type, false));
                    any = true;
                }
            }
            if (any) {
                code.insertBefore(indy, list);
            }
        } else if (bootstrap.equals("java/lang/runtime/ObjectMethods") && indy.bsmArgs.length > 2) {
            InsnList list = new InsnList();
            for (int i = 2; i < indy.bsmArgs.length; i++) {
                if (indy.bsmArgs[i] instanceof Handle getter && getter.getTag() == Opcodes.H_GETFIELD
                        && Type.getType(getter.getDesc()).getSort() >= Type.ARRAY
                        && !getter.getDesc().equals("Ljava/lang/String;")) {
                    list.add(new VarInsnNode(Opcodes.ALOAD, 0));
                    list.add(new FieldInsnNode(Opcodes.GETFIELD, getter.getOwner(), getter.getName(), getter.getDesc()));
                    list.add(new LdcInsnNode(indy.name));
                    list.add(new MethodInsnNode(Opcodes.INVOKESTATIC, VALUE_GUARDS, "recordField",
                            "(Ljava/lang/Object;Ljava/lang/String;)V", false));
                }
            }
            if (list.size() > 0 && (method.access & Opcodes.ACC_STATIC) == 0) {
                code.insertBefore(indy, list);
            }
        }
    }

    /** A result the before-check already charged for is not charged again. */
    private void checkResult(AbstractInsnNode producer, Type produced, boolean checkedBefore) {
        GuardTable.Check check = guards.result(produced);
        if (check != null && !(checkedBefore && check.charges())) {
            InsnList list = new InsnList();
            list.add(new InsnNode(Opcodes.DUP));
            list.add(new MethodInsnNode(Opcodes.INVOKESTATIC, check.owner(), check.name(), check.descriptor(), false));
            code.insert(producer, list);
        }
    }

    /**
     * Each handler starts by giving the caught exception to the meter, which rethrows a sandbox
     * abort whatever the handler catches. No handler may cover such a prologue, or the abort it
     * throws would be caught again, for ever: javac's range for a finally block ends just past the
     * handler's first instruction, so ranges that cover a prologue are split around it.
     */
    private void guardHandlers() {
        Map<LabelNode, LabelNode> prologueEnds = new LinkedHashMap<>();
        for (TryCatchBlockNode handler : method.tryCatchBlocks) {
            if (!prologueEnds.containsKey(handler.handler)) {
                LabelNode end = new LabelNode();
                InsnList list = new InsnList();
                list.add(new InsnNode(Opcodes.DUP));
                list.add(new VarInsnNode(Opcodes.ALOAD, meter));
                list.add(new InsnNode(Opcodes.SWAP));
                list.add(new MethodInsnNode(Opcodes.INVOKEVIRTUAL, METER, "caught", "(Ljava/lang/Throwable;)V", false));
                list.add(end);
                code.insert(handler.handler, list);
                prologueEnds.put(handler.handler, end);
            }
        }
        List<TryCatchBlockNode> split = new ArrayList<>();
        for (TryCatchBlockNode block : method.tryCatchBlocks) {
            List<TryCatchBlockNode> pieces = new ArrayList<>(List.of(block));
            for (Map.Entry<LabelNode, LabelNode> prologue : prologueEnds.entrySet()) {
                pieces = splitAround(pieces, prologue.getKey(), prologue.getValue());
            }
            split.addAll(pieces);
        }
        method.tryCatchBlocks = split;
    }

    private List<TryCatchBlockNode> splitAround(List<TryCatchBlockNode> pieces, LabelNode from, LabelNode to) {
        List<TryCatchBlockNode> result = new ArrayList<>();
        int at = code.indexOf(from);
        for (TryCatchBlockNode piece : pieces) {
            if (code.indexOf(piece.start) <= at && at < code.indexOf(piece.end)) {
                addIfNotEmpty(result, new TryCatchBlockNode(piece.start, from, piece.handler, piece.type));
                addIfNotEmpty(result, new TryCatchBlockNode(to, piece.end, piece.handler, piece.type));
            } else {
                result.add(piece);
            }
        }
        return result;
    }

    /** A range must hold at least one instruction, or the class file is invalid. */
    private void addIfNotEmpty(List<TryCatchBlockNode> blocks, TryCatchBlockNode block) {
        for (AbstractInsnNode insn = block.start; insn != null && insn != block.end; insn = insn.getNext()) {
            if (insn.getOpcode() >= 0) {
                blocks.add(block);
                return;
            }
        }
    }

    private static void loadAll(InsnList list, Type[] values, int[] slots) {
        for (int i = 0; i < values.length; i++) {
            list.add(new VarInsnNode(values[i].getOpcode(Opcodes.ILOAD), slots[i]));
        }
    }

    private static int primitiveBytes(int arrayType) {
        return switch (arrayType) {
            case Opcodes.T_BOOLEAN, Opcodes.T_BYTE -> 1;
            case Opcodes.T_CHAR, Opcodes.T_SHORT -> 2;
            case Opcodes.T_INT, Opcodes.T_FLOAT -> 4;
            default -> 8;
        };
    }
}
