package dev.boundedloop.grader.dashboard;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.springframework.boot.test.context.SpringBootTest;

/**
 * The real service on a random port with its worker JVMs and its own database. Every dashboard test
 * class uses this one configuration, so they share one started service.
 */
@Target(ElementType.TYPE)
@Retention(RetentionPolicy.RUNTIME)
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT, properties = {
        "spring.datasource.url=jdbc:h2:mem:dashboard;DB_CLOSE_DELAY=-1", "grader.queue.workers=1",
        "grader.security.bootstrap-instructor-token=" + DashboardService.INSTRUCTOR})
@interface DashboardService {

    String INSTRUCTOR = "dashboard-instructor-token";
}
