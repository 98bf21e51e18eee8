package dev.boundedloop.grader;

import java.net.URL;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.util.ClassUtils;

/**
 * The grading service. Its {@code main} starts the service and nothing else; the jar's entry point,
 * which also runs the command line, is {@code cli.service.ServiceMain}.
 */
@SpringBootApplication
public class AdmissionGraderApplication {

    /** Spring's switch for running the bean definitions its ahead-of-time processing generated. */
    static final String AHEAD_OF_TIME = "spring.aot.enabled";

    public static void main(String[] args) {
        service().run(args);
    }

    /**
     * The service, to be run. Started from the packaged jar, it runs the bean definitions the build worked
     * out ahead of time, which spares the start a sixth of its time; {@code -Dspring.aot.enabled=false}
     * starts it as from the build's folders. There generated classes may be older than the code (a build
     * that compiled again without packaging), so they are never used.
     */
    public static SpringApplication service() {
        if (System.getProperty(AHEAD_OF_TIME) == null && processedAheadOfTime(AdmissionGraderApplication.class)) {
            System.setProperty(AHEAD_OF_TIME, "true");
        }
        SpringApplication service = new SpringApplication(AdmissionGraderApplication.class);
        // The log says "Started AdmissionGraderApplication" whichever main started it; Spring also finds the
        // generated definitions by this class's name.
        service.setMainApplicationClass(AdmissionGraderApplication.class);
        service.addListeners(new AheadOfTimeSwitches());
        return service;
    }

    /** Whether {@code application} was loaded from a jar that holds its generated context initializer. */
    static boolean processedAheadOfTime(Class<?> application) {
        URL loadedFrom = application.getResource(application.getSimpleName() + ".class");
        return loadedFrom != null && "jar".equals(loadedFrom.getProtocol()) && ClassUtils
                .isPresent(application.getName() + "__ApplicationContextInitializer", application.getClassLoader());
    }
}
