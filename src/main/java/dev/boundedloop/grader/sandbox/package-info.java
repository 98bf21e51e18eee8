/**
 * What makes learner code safe to run in-process: in-memory javac against the learner API only, the
 * bytecode verifier and its allowlist, the metering instrumenter and the per-submission class loader.
 * It depends on nothing else of the grader's.
 */
package dev.boundedloop.grader.sandbox;
