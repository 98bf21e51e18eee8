/**
 * The learner contract of the agent-loop assignment (course lesson 1): the only types a submitted
 * loop may depend on. It has no dependencies beyond the JDK.
 *
 * <p>These types run inside the sandbox without being metered, so they are plain records and
 * interfaces that check their arguments and never loop over what a learner hands them.
 */
package dev.boundedloop.agentloop;
