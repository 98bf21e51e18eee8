/**
 * The operating system's wall around worker JVMs, behind the bytecode allowlist: each worker runs
 * under bubblewrap in new network, PID, IPC, UTS and mount namespaces, sees read-only binds of
 * exactly what a JVM of this JDK needs, runs as an unprivileged uid with no capabilities and
 * {@code no_new_privs}, and under limits on processes, open files and file size. What is in force
 * is a {@link dev.boundedloop.grader.jail.Protection}, proven by what a worker reports from inside.
 * It depends on the JDK alone.
 */
package dev.boundedloop.grader.jail;
