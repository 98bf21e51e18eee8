/**
 * The assignment kinds, one package each, and {@link dev.boundedloop.grader.kinds.KindRegistry}, the
 * one list of them that the service, the command line and the worker JVMs hand to the engine.
 */
package dev.boundedloop.grader.kinds;
