package dev.boundedloop.grader.sandbox;

import static org.assertj.core.api.Assertions.assertThat;

import dev.boundedloop.policy.Admission;
import dev.boundedloop.policy.AdmissionState;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.tree.AbstractInsnNode;
import org.objectweb.asm.tree.ClassNode;
import org.objectweb.asm.tree.MethodInsnNode;
import org.objectweb.asm.tree.MethodNode;
import org.objectweb.asm.tree.TryCatchBlockNode;

/** No handler in learner code, whatever it catches, can swallow a sandbox abort. */
class HandlerRewritingTest {

    private static final AdmissionState STATE = new AdmissionState(0, 3, 0, 10, 100);

    private static final String SWALLOWS_EVERYTHING = """
            public Admission decide(AdmissionState s) {
                while (true) {
                    try {
                        while (true) { }
                    } catch (Throwable t) {
                        System.out.println("the handler ran: " + t);
                    }
                }
            }""";

    @Test
    void aCatchThrowableLoopStillTimesOutAndItsHandlerNeverSeesTheAbort() {
        SandboxRun.Outcome outcome = Sources.prepare(SWALLOWS_EVERYTHING).decide(STATE);

        assertThat(outcome.kind()).isEqualTo(SandboxRun.Kind.TIMEOUT);
        assertThat(outcome.stdout()).isEmpty();
    }

    @Test
    void handlersOfEveryCatchTypeRethrowTheAbort() {
        for (String caught : List.of("Throwable", "Error", "VirtualMachineError", "StackOverflowError", "Exception")) {
            SandboxRun.Outcome outcome = Sources.prepare("""
                    public Admission decide(AdmissionState s) {
                        for (;;) {
                            try {
                                for (;;) { }
                            } catch (%s e) {
                                System.out.println("caught");
                            } finally {
                                System.out.println("finally");
                            }
                        }
                    }""".formatted(caught)).decide(STATE);

            assertThat(outcome.kind()).as(caught).isEqualTo(SandboxRun.Kind.TIMEOUT);
            assertThat(outcome.stdout()).as(caught).isEmpty();
        }
    }

    @Test
    void anOrdinaryExceptionIsStillCaughtAsUsual() {
        SandboxRun.Outcome outcome = Sources.prepare("""
                public Admission decide(AdmissionState s) {
                    try {
                        throw new IllegalStateException("expected");
                    } catch (Throwable t) {
                        System.out.println("caught " + t.getMessage());
                        return Admission.MODEL_COST_LIMIT;
                    }
                }""").decide(STATE);

        assertThat(outcome.kind()).isEqualTo(SandboxRun.Kind.RETURNED);
        assertThat(outcome.admission()).isEqualTo(Admission.MODEL_COST_LIMIT);
        assertThat(outcome.stdout()).isEqualTo("caught expected\n");
    }

    @Test
    void everyHandlerStartsWithTheMeterAndNoRangeCoversThatPrologue() throws Exception {
        SandboxRun.Prepared prepared = Sources.prepare("""
                public Admission decide(AdmissionState s) {
                    try {
                        while (true) { }
                    } finally {
                        while (true) { }
                    }
                }""");
        ClassNode node = new ClassNode();
        new ClassReader(prepared.instrumented().get("Policy")).accept(node, 0);
        MethodNode decide = node.methods.stream().filter(m -> m.name.equals("decide")).findFirst().orElseThrow();

        assertThat(decide.tryCatchBlocks).isNotEmpty();
        for (TryCatchBlockNode handler : decide.tryCatchBlocks) {
            List<Integer> prologue = opcodesFrom(handler.handler, 4);
            assertThat(prologue).containsExactly(Opcodes.DUP, Opcodes.ALOAD, Opcodes.SWAP, Opcodes.INVOKEVIRTUAL);
            MethodInsnNode call = (MethodInsnNode) firstReal(handler.handler, 3);
            assertThat(call.name).isEqualTo("caught");
            int prologueAt = decide.instructions.indexOf(call);
            for (TryCatchBlockNode range : decide.tryCatchBlocks) {
                boolean covers = decide.instructions.indexOf(range.start) <= prologueAt
                        && prologueAt < decide.instructions.indexOf(range.end);
                assertThat(covers).as("a range covers a handler's own prologue").isFalse();
            }
        }
    }

    private static List<Integer> opcodesFrom(AbstractInsnNode start, int count) {
        List<Integer> opcodes = new ArrayList<>();
        for (AbstractInsnNode insn = start; insn != null && opcodes.size() < count; insn = insn.getNext()) {
            if (insn.getOpcode() >= 0) {
                opcodes.add(insn.getOpcode());
            }
        }
        return opcodes;
    }

    private static AbstractInsnNode firstReal(AbstractInsnNode start, int skip) {
        int seen = 0;
        for (AbstractInsnNode insn = start; insn != null; insn = insn.getNext()) {
            if (insn.getOpcode() >= 0 && seen++ == skip) {
                return insn;
            }
        }
        throw new AssertionError("no instruction " + skip + " after the handler");
    }
}
