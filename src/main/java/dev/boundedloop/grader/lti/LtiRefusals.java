package dev.boundedloop.grader.lti;

import jakarta.servlet.http.HttpServletRequest;
import java.util.LinkedHashMap;
import java.util.Map;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.http.HttpStatus;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.ExceptionHandler;
import org.springframework.web.bind.annotation.RestControllerAdvice;

/**
 * Answers a refused login, launch or registration: an HTML page for a browser (the launch arrives in the
 * LMS's frame), else a problem detail; both name the rule that failed. Each refusal is logged.
 */
@RestControllerAdvice(basePackages = "dev.boundedloop.grader.lti")
class LtiRefusals {

    private static final Logger log = LoggerFactory.getLogger(LtiRefusals.class);

    @ExceptionHandler(LtiRefusal.class)
    ResponseEntity<String> refused(LtiRefusal refusal, HttpServletRequest request) {
        HttpStatus status = refusal.rule().equals("platform") ? HttpStatus.BAD_GATEWAY : HttpStatus.BAD_REQUEST;
        log.warn("LTI {} refused ({}): {}", request.getRequestURI(), refusal.rule(), refusal.getMessage());
        String accept = request.getHeader("Accept");
        if (accept != null && accept.contains("text/html")) {
            String body = "<p id=\"lti-refusal\" data-rule=\"" + LtiPages.escape(refusal.rule()) + "\">"
                    + LtiPages.escape(refusal.getMessage()) + "</p><p>Check: <code>" + LtiPages.escape(refusal.rule())
                    + "</code>. Start again from the course in your LMS; if it happens again, show this page to your instructor.</p>";
            return ResponseEntity.status(status).contentType(LtiPages.HTML)
                    .body(LtiPages.page("The LTI launch was refused", body));
        }
        Map<String, Object> problem = new LinkedHashMap<>();
        problem.put("title", "LTI request refused");
        problem.put("status", status.value());
        problem.put("detail", refusal.getMessage());
        problem.put("rule", refusal.rule());
        problem.put("instance", request.getRequestURI());
        return ResponseEntity.status(status).contentType(MediaType.APPLICATION_PROBLEM_JSON)
                .body(tools.jackson.databind.json.JsonMapper.builder().build().writeValueAsString(problem));
    }
}
