package dev.boundedloop.grader.tiers;

import java.lang.annotation.ElementType;
import java.lang.annotation.Inherited;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.junit.jupiter.api.Tag;

/**
 * A test class that reads or runs the jar the build packaged, so it can only run after {@code package}.
 * It runs in the second tier of {@code ./mvnw verify} (failsafe), never in the fast
 * {@code ./mvnw test}.
 */
@Target(ElementType.TYPE)
@Retention(RetentionPolicy.RUNTIME)
@Inherited
@Tag("jar")
public @interface PackagedJarTest {}
