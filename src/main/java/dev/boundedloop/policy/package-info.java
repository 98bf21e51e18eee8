/**
 * The learner contract: the only types a submitted policy may depend on. This package has no
 * dependencies, so it compiles on its own against the JDK.
 */
package dev.boundedloop.policy;
