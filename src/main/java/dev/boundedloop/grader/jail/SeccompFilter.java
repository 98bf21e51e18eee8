package dev.boundedloop.grader.jail;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.List;
import java.util.Optional;

/**
 * A seccomp filter for worker JVMs, as the classic BPF program bubblewrap installs before it starts
 * the worker: the system calls a JVM never makes and an escaped learner would want (tracing other
 * processes, mounting, new namespaces, kernel keyrings, eBPF, io_uring, userfaultfd, loading kernel
 * modules) fail with EPERM. {@code clone3} fails with ENOSYS, so the C library falls back to
 * {@code clone}, whose flags a filter can read: a clone into a new namespace fails too. Any other
 * system-call ABI on the same kernel (32-bit calls on x86_64) ends the process, since its numbers
 * differ. Built for x86_64 only, the one architecture it is tested on; elsewhere there is none.
 */
final class SeccompFilter {

    private static final int LOAD_WORD = 0x20; // BPF_LD | BPF_W | BPF_ABS
    private static final int JUMP_IF_EQUAL = 0x15; // BPF_JMP | BPF_JEQ | BPF_K
    private static final int JUMP_IF_ABOVE_OR_EQUAL = 0x35; // BPF_JMP | BPF_JGE | BPF_K
    private static final int JUMP_IF_ANY_BIT = 0x45; // BPF_JMP | BPF_JSET | BPF_K
    private static final int RETURN = 0x06; // BPF_RET | BPF_K

    private static final int NUMBER = 0; // offsets in struct seccomp_data
    private static final int ARCHITECTURE = 4;
    private static final int FIRST_ARGUMENT_LOW_WORD = 16;

    private static final int ALLOW = 0x7fff0000;
    private static final int KILL_PROCESS = 0x80000000;
    private static final int EPERM = 0x00050000 | 1;
    private static final int ENOSYS = 0x00050000 | 38;

    private static final int AUDIT_ARCH_X86_64 = 0xc000003e;
    private static final int X32_SYSTEM_CALLS = 0x40000000;
    private static final int CLONE = 56;
    private static final int CLONE3 = 435;
    /** CLONE_NEWNS, CLONE_NEWCGROUP, CLONE_NEWUTS, CLONE_NEWIPC, CLONE_NEWUSER, CLONE_NEWPID, CLONE_NEWNET. */
    private static final int NEW_NAMESPACES = 0x7e020000;

    /** x86_64 numbers of the refused calls, by name for whoever reads a strace of a refusal. */
    private static final List<Integer> REFUSED = List.of(
            101, // ptrace
            310, 311, // process_vm_readv, process_vm_writev
            165, 166, 155, 161, // mount, umount2, pivot_root, chroot
            428, 429, 430, 431, 432, 433, 442, // open_tree, move_mount, fsopen, fsconfig, fsmount, fspick, mount_setattr
            272, 308, // unshare, setns
            248, 249, 250, // add_key, request_key, keyctl
            321, 298, 323, // bpf, perf_event_open, userfaultfd
            425, 426, 427, // io_uring_setup, io_uring_enter, io_uring_register
            246, 320, 175, 313, 176, // kexec_load, kexec_file_load, init_module, finit_module, delete_module
            167, 168, 169, 163, 179, // swapon, swapoff, reboot, acct, quotactl
            303, 304, // name_to_handle_at, open_by_handle_at
            103, 172, 173, 212); // syslog, iopl, ioperm, lookup_dcookie

    private SeccompFilter() {}

    /** The filter for this machine's architecture, or empty where there is none. */
    static Optional<byte[]> forThisMachine() {
        String arch = System.getProperty("os.arch", "");
        return arch.equals("amd64") || arch.equals("x86_64") ? Optional.of(x86_64()) : Optional.empty();
    }

    static byte[] x86_64() {
        Program program = new Program();
        program.add(LOAD_WORD, 0, 0, ARCHITECTURE);
        program.add(JUMP_IF_EQUAL, 1, 0, AUDIT_ARCH_X86_64);
        program.add(RETURN, 0, 0, KILL_PROCESS);
        program.add(LOAD_WORD, 0, 0, NUMBER);
        program.add(JUMP_IF_ABOVE_OR_EQUAL, 0, 1, X32_SYSTEM_CALLS);
        program.add(RETURN, 0, 0, EPERM);
        for (int call : REFUSED) {
            program.add(JUMP_IF_EQUAL, 0, 1, call);
            program.add(RETURN, 0, 0, EPERM);
        }
        program.add(JUMP_IF_EQUAL, 0, 1, CLONE3);
        program.add(RETURN, 0, 0, ENOSYS);
        program.add(JUMP_IF_EQUAL, 0, 3, CLONE);
        program.add(LOAD_WORD, 0, 0, FIRST_ARGUMENT_LOW_WORD);
        program.add(JUMP_IF_ANY_BIT, 0, 1, NEW_NAMESPACES);
        program.add(RETURN, 0, 0, EPERM);
        program.add(RETURN, 0, 0, ALLOW);
        return program.bytes();
    }

    /** struct sock_filter entries, eight bytes each in the machine's own byte order. */
    private static final class Program {

        private final ByteBuffer buffer = ByteBuffer.allocate(8 * 128).order(ByteOrder.nativeOrder());

        void add(int code, int jumpIfTrue, int jumpIfFalse, int value) {
            buffer.putShort((short) code).put((byte) jumpIfTrue).put((byte) jumpIfFalse).putInt(value);
        }

        byte[] bytes() {
            byte[] bytes = new byte[buffer.position()];
            buffer.duplicate().flip().get(bytes);
            return bytes;
        }
    }
}
