/**
 * The part of the sandbox that instrumented learner code calls at run time: sessions with their fuel
 * and memory meters, guarded JDK calls and captured output. Loaded once per worker JVM.
 */
package dev.boundedloop.grader.sandbox.runtime;
