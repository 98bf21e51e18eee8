/**
 * The test tiers: what a test class needs, as a meta-annotation with a JUnit tag behind it. Classes
 * with none of them make the fast tier, {@code ./mvnw test}; {@code ./mvnw verify} runs the tagged
 * ones too, in failsafe.
 */
package dev.boundedloop.grader.tiers;
