package dev.boundedloop.grader.web;

import java.time.Duration;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;
import org.springframework.util.unit.DataSize;

/**
 * @param maxBody the largest request body the API reads (default 256KB): room for a 64 KiB source
 *     escaped as JSON, with notes. A larger body is refused with 413 before it is read. A source
 *     under this limit but over 64 KiB is stored with an INVALID report instead, like any other
 *     ungradable source. Multipart uploads use the same number (spring.servlet.multipart.*).
 * @param shutdownWait how long, once the service is stopping, a request waiting for its report
 *     ({@code ?wait=N}) may still wait for it (default 10s); then it is answered 202 with the Location
 *     to poll. Keep it well under spring.lifecycle.timeout-per-shutdown-phase (30s), the time the web
 *     server waits for open requests before it drops them.
 */
@ConfigurationProperties("grader.web")
public record WebLimits(@DefaultValue("256KB") DataSize maxBody, @DefaultValue("10s") Duration shutdownWait) {}
