package dev.boundedloop.grader.lti;

import static org.assertj.core.api.Assertions.assertThat;

import dev.boundedloop.grader.HttpApi;
import dev.boundedloop.grader.ServiceInstance;
import dev.boundedloop.grader.lti.platform.TestPlatform;
import java.net.URLEncoder;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

/**
 * Roster sync by Names and Role Provisioning over real HTTP: a launch carrying the memberships claim reads
 * the context's members across two pages and puts its learners on the roster (instructors and inactive
 * members left out); a sync on demand later marks the learner no longer listed as left, and keeps them.
 * Each database runs the same contract.
 */
abstract class LtiRosterSyncContract {

    private static final String LEARNER = "http://purl.imsglobal.org/vocab/lis/v2/membership#Learner";
    private static final String INSTRUCTOR = "http://purl.imsglobal.org/vocab/lis/v2/membership#Instructor";

    private final TestPlatform platform;
    private final HttpApi api;

    LtiRosterSyncContract(LtiService lti) {
        this.platform = lti.lms();
        this.api = lti.http();
    }

    @Test
    void aLaunchSyncsTheRosterAcrossPagesAndASyncOnDemandMarksWhoLeft() {
        String context = "ctx-roster-" + UUID.randomUUID().toString().substring(0, 8);
        String launching = "user-" + UUID.randomUUID();
        String stays = "user-" + UUID.randomUUID();
        String leaves = "user-" + UUID.randomUUID();
        platform.members(context, List.of(
                List.of(member(launching, LEARNER, "Active", "Ada Launching"), member(leaves, LEARNER, "Active", "Lena Leaving"),
                        member("teacher-" + UUID.randomUUID(), INSTRUCTOR, "Active", "Ian Instructor")),
                List.of(member(stays, LEARNER, "Active", "Sam Staying"),
                        member("gone-" + UUID.randomUUID(), LEARNER, "Inactive", "Ina Inactive"))));
        TestPlatform.Launch launch = platform.nextLaunch();
        launch.subject = launching;
        launch.contextId = context;
        launch.contextLabel = context;
        launch.memberships = platform.membershipsUrl(context);

        assertThat(new LtiBrowser(api.base()).launch(platform.issuer()).statusCode()).isEqualTo(303);

        long platformId = platformId();
        String membersPath = "/api/instructor/lti/contexts/members?platformId=" + platformId + "&contextId="
                + URLEncoder.encode(context, StandardCharsets.UTF_8);
        JsonNode members = api.pollUntil(membersPath, ServiceInstance.INSTRUCTOR, list -> list.size() == 3,
                Duration.ofSeconds(60));
        assertThat(names(members)).containsExactlyInAnyOrder("Ada Launching", "Lena Leaving", "Sam Staying");
        String leaver = learnerNamed(members, "Lena Leaving");
        JsonNode onRoster = HttpApi.json(api.get("/api/instructor/learners/" + leaver, ServiceInstance.INSTRUCTOR));
        assertThat(onRoster.get("section").asString()).isEqualTo(context);
        assertThat(onRoster.get("email").asString()).isEqualTo(leaves + "@example.edu");

        platform.members(context, List.of(List.of(member(launching, LEARNER, "Active", "Ada Launching")),
                List.of(member(stays, LEARNER, "Active", "Sam Renamed"))));
        HttpResponse<String> synced = api.postJson("/api/instructor/lti/roster/sync", ServiceInstance.INSTRUCTOR,
                Map.of("platformId", platformId, "contextId", context));

        assertThat(synced.statusCode()).as(synced.body()).isEqualTo(200);
        JsonNode result = HttpApi.json(synced);
        assertThat(result.get("pages").asInt()).isEqualTo(2);
        assertThat(result.get("learners").asInt()).isEqualTo(2);
        assertThat(result.get("left").get(0).asString()).isEqualTo(leaver);
        assertThat(result.get("left").size()).isEqualTo(1);
        JsonNode after = HttpApi.json(api.get(membersPath, ServiceInstance.INSTRUCTOR));
        for (JsonNode member : after) {
            assertThat(member.path("leftAt").isString()).as(member.toString()).isEqualTo(member.get("learner").asString().equals(leaver));
        }
        assertThat(names(after)).contains("Sam Renamed");
        assertThat(api.get("/api/instructor/learners/" + leaver, ServiceInstance.INSTRUCTOR).statusCode())
                .as("a learner who left stays on the roster, with their work").isEqualTo(200);
        JsonNode listed = HttpApi.json(api.get("/api/instructor/lti/contexts", ServiceInstance.INSTRUCTOR));
        for (JsonNode one : listed) {
            if (one.get("contextId").asString().equals(context)) {
                assertThat(one.get("members").asLong()).isEqualTo(2);
                assertThat(one.get("left").asLong()).isEqualTo(1);
                assertThat(one.path("rosterSyncedAt").isString()).isTrue();
            }
        }
    }

    @Test
    void aSyncIsRefusedWithAReasonWhenTheContextNamesNoMembershipsServiceOrIsUnknown() {
        String context = "ctx-roster-none-" + UUID.randomUUID().toString().substring(0, 8);
        TestPlatform.Launch launch = platform.nextLaunch();
        launch.contextId = context;
        assertThat(new LtiBrowser(api.base()).launch(platform.issuer()).statusCode()).isEqualTo(303);

        HttpResponse<String> noService = api.postJson("/api/instructor/lti/roster/sync", ServiceInstance.INSTRUCTOR,
                Map.of("platformId", platformId(), "contextId", context));
        HttpResponse<String> unknown = api.postJson("/api/instructor/lti/roster/sync", ServiceInstance.INSTRUCTOR,
                Map.of("platformId", platformId(), "contextId", "no-such-context"));
        HttpResponse<String> empty = api.postJson("/api/instructor/lti/roster/sync", ServiceInstance.INSTRUCTOR, Map.of());

        assertThat(noService.statusCode()).isEqualTo(409);
        assertThat(HttpApi.json(noService).get("detail").asString()).contains("namesroleservice");
        assertThat(unknown.statusCode()).isEqualTo(404);
        assertThat(empty.statusCode()).isEqualTo(400);
    }

    private long platformId() {
        for (JsonNode one : HttpApi.json(api.get("/api/instructor/lti/platforms", ServiceInstance.INSTRUCTOR))) {
            if (one.get("issuer").asString().equals(platform.issuer())) {
                return one.get("id").asLong();
            }
        }
        throw new AssertionError("the test platform is not registered");
    }

    private static Map<String, Object> member(String userId, String role, String status, String name) {
        return Map.of("user_id", userId, "roles", List.of(role), "status", status, "name", name,
                "email", userId + "@example.edu");
    }

    private static List<String> names(JsonNode members) {
        List<String> names = new ArrayList<>();
        members.forEach(member -> names.add(member.get("name").asString()));
        return names;
    }

    private static String learnerNamed(JsonNode members, String name) {
        for (JsonNode member : members) {
            if (member.get("name").asString().equals(name)) {
                return member.get("learner").asString();
            }
        }
        throw new AssertionError("no member named " + name + " in " + members);
    }
}
