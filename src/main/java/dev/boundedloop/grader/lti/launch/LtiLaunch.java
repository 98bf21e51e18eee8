package dev.boundedloop.grader.lti.launch;

import dev.boundedloop.grader.lti.registration.Platform;
import java.util.List;
import java.util.Map;

/**
 * A launch whose id_token passed every check: who the user is, in which context, with which roles, and
 * what the message asks for.
 *
 * @param deepLinkReturnUrl for a deep-linking request, where its answer goes; else null
 * @param deepLinkData for a deep-linking request, the opaque data to send back; may be null
 * @param grades the Assignment and Grade Services endpoint claim; null when the launch carries none
 * @param membershipsUrl the Names and Role Provisioning Services' context memberships URL; may be null
 */
public record LtiLaunch(Platform platform, String deploymentId, String messageType, String subject, String name,
        String email, List<String> roles, String contextId, String contextLabel, String contextTitle,
        String resourceLinkId, String targetLinkUri, Map<String, Object> custom, String deepLinkReturnUrl,
        String deepLinkData, GradeService grades, String membershipsUrl) {

    /** The launch's AGS endpoint claim: the context's line items, the link's own line item, the granted scopes. */
    public record GradeService(String lineItems, String lineItem, List<String> scopes) {}

    private static final String MEMBERSHIP = "http://purl.imsglobal.org/vocab/lis/v2/membership";

    /** Instructor, TeachingAssistant or Administrator of the context (full or simple role names). */
    public boolean teaches() {
        return roles.stream().anyMatch(role -> isContextRole(role, "Instructor") || isContextRole(role, "TeachingAssistant")
                || isContextRole(role, "Administrator") || role.startsWith(MEMBERSHIP + "/Instructor#"));
    }

    public boolean learns() {
        return roles.stream().anyMatch(role -> isContextRole(role, "Learner") || role.startsWith(MEMBERSHIP + "/Learner#"));
    }

    private static boolean isContextRole(String role, String name) {
        return role.equals(MEMBERSHIP + "#" + name) || role.equals(name);
    }
}
