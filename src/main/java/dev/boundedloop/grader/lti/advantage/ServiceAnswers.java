package dev.boundedloop.grader.lti.advantage;

import dev.boundedloop.grader.lti.PlatformHttp;
import java.time.Duration;

/**
 * What a platform's answer to a service call likely means: a failure with a cause a person can act on,
 * and whether trying again may help (a platform that is busy or down, yes; a refusal of what the tool
 * sent or of its rights, not until someone changes something).
 */
public final class ServiceAnswers {

    private static final int MAX_ANSWER = 1000;

    private ServiceAnswers() {}

    /** The answer as a failure of {@code what} (e.g. "posting the score"). */
    public static PlatformCallFailed failure(PlatformHttp.Answer answer, String what) {
        int status = answer.status();
        String body = shortened(answer.body());
        String cause = switch (status) {
            case 400, 422 -> "The platform refused " + what + " as malformed or not applicable: often a learner no longer "
                    + "enrolled in the LMS course, or a score the line item does not take";
            case 401 -> "The platform did not accept the tool's access token for " + what
                    + ": check that the tool's client id and its key set URL are registered with the platform";
            case 403 -> "The platform did not allow " + what + ": turn on the grade and roster services "
                    + "(the AGS and NRPS scopes) for the tool's registration in the LMS";
            case 404 -> "The platform does not know the URL for " + what
                    + ": the line item or course was probably deleted in the LMS";
            case 408 -> "The platform timed out " + what;
            case 429 -> "The platform is limiting the tool's calls (rate limit) while " + what;
            default -> status >= 500 ? "The platform failed while " + what + " (a server error on its side)"
                    : "The platform answered " + status + " to " + what;
        };
        boolean retryable = status == 401 || status == 404 || status == 408 || status == 429 || status >= 500;
        return new PlatformCallFailed(status, body, cause, retryable, retryAfter(answer));
    }

    /** A Retry-After of seconds; an HTTP date or nonsense counts as none. */
    static Duration retryAfter(PlatformHttp.Answer answer) {
        return answer.header("Retry-After").map(String::strip).filter(v -> v.matches("\\d{1,7}"))
                .map(v -> Duration.ofSeconds(Long.parseLong(v))).orElse(null);
    }

    public static String shortened(String text) {
        if (text == null) {
            return null;
        }
        String clean = text.replaceAll("\\p{Cntrl}", " ");
        return clean.length() <= MAX_ANSWER ? clean : clean.substring(0, MAX_ANSWER - 1) + "…";
    }
}
