package dev.boundedloop.grader.tiers;

import java.lang.annotation.ElementType;
import java.lang.annotation.Inherited;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.junit.jupiter.api.Tag;

/**
 * A test class that starts the Spring application: the whole service, or a slice of it.
 * It runs in the second tier of {@code ./mvnw verify} (failsafe), never in the fast
 * {@code ./mvnw test}.
 */
@Target(ElementType.TYPE)
@Retention(RetentionPolicy.RUNTIME)
@Inherited
@Tag("service")
public @interface ServiceTest {}
