package dev.boundedloop.grader.roster;

import dev.boundedloop.grader.RunningService;
import static dev.boundedloop.grader.HttpApi.json;
import static org.assertj.core.api.Assertions.assertThat;

import dev.boundedloop.grader.HttpApi;
import dev.boundedloop.grader.ServiceInstance;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.stream.StreamSupport;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

/**
 * The roster over real HTTP on a running service: learners with name, email and section, created
 * one at a time or imported from CSV (all or nothing, with every bad line named), and listed a page
 * at a time by section. Each database runs the same contract.
 */
abstract class RosterContract extends RunningService {

    private static final String INSTRUCTOR = ServiceInstance.INSTRUCTOR;
    private static final String LEARNERS = "/api/instructor/learners";

    /** Each test's learners carry its own suffix, as the tests share one service. */
    private final String run = UUID.randomUUID().toString().substring(0, 8);

    private String id(String name) {
        return name + "-" + run;
    }

    private static HttpResponse<String> importCsv(String csv) {
        return importBytes(csv.getBytes(StandardCharsets.UTF_8));
    }

    private static HttpResponse<String> importBytes(byte[] csv) {
        return api.send(api.request(LEARNERS + "/import", INSTRUCTOR).header("Content-Type", "text/csv")
                .POST(HttpRequest.BodyPublishers.ofByteArray(csv)).build());
    }

    private static HttpResponse<String> put(String path, Object body) {
        return api.send(api.request(path, INSTRUCTOR).header("Content-Type", "application/json")
                .PUT(HttpRequest.BodyPublishers.ofString(HttpApi.toJson(body))).build());
    }

    private static JsonNode learner(String id) {
        HttpResponse<String> found = api.get(LEARNERS + "/" + id, INSTRUCTOR);
        assertThat(found.statusCode()).as(found.body()).isEqualTo(200);
        return json(found);
    }

    private static List<String> texts(JsonNode array) {
        return StreamSupport.stream(array.spliterator(), false).map(JsonNode::asString).toList();
    }

    /** Every learner id, read page by page. */
    private static List<String> allLearnerIds() {
        List<String> ids = new ArrayList<>();
        for (int page = 0; ; page++) {
            JsonNode body = json(api.get(LEARNERS + "?size=100&page=" + page, INSTRUCTOR));
            body.get("items").forEach(item -> ids.add(item.get("id").asString()));
            if (body.get("items").isEmpty() || ids.size() >= body.get("total").asLong()) {
                return ids;
            }
        }
    }

    @Test
    void aGoodFileCreatesNewLearnersWithWorkingTokensAndUpdatesTheOthers() {
        String kept = id("kept");
        String renamed = id("renamed");
        String ada = id("ada");
        String grace = id("grace");
        assertThat(api.postJson(LEARNERS, INSTRUCTOR, Map.of("id", kept, "name", "Kept Same", "email", "kept@example.org",
                "section", "A")).statusCode()).isEqualTo(201);
        assertThat(api.postJson(LEARNERS, INSTRUCTOR, Map.of("id", renamed, "name", "Old Name")).statusCode()).isEqualTo(201);

        // Columns in another order, CRLF line ends, a blank line, a comma and doubled quotes inside quoted names.
        String csv = "email,ID,section,name\r\n"
                + "ada@example.org," + ada + ",B,\"Lovelace, Ada\"\r\n"
                + "kept@example.org," + kept + ",A,Kept Same\r\n"
                + "\r\n"
                + "," + renamed + ",B,New Name\r\n"
                + "grace@example.org," + grace + ",,\"Grace \"\"Amazing\"\" Hopper\"\r\n";
        HttpResponse<String> imported = importCsv(csv);

        assertThat(imported.statusCode()).as(imported.body()).isEqualTo(200);
        JsonNode body = json(imported);
        Map<String, String> tokens = new HashMap<>();
        body.get("created").forEach(c -> tokens.put(c.get("id").asString(), c.get("token").asString()));
        assertThat(tokens).containsOnlyKeys(ada, grace);
        assertThat(texts(body.get("updated"))).containsExactly(renamed);
        assertThat(texts(body.get("unchanged"))).containsExactly(kept);
        tokens.values().forEach(token -> assertThat(api.get("/api/submissions", token).statusCode()).isEqualTo(200));

        JsonNode stored = learner(ada);
        assertThat(stored.get("name").asString()).isEqualTo("Lovelace, Ada");
        assertThat(stored.get("email").asString()).isEqualTo("ada@example.org");
        assertThat(stored.get("section").asString()).isEqualTo("B");
        assertThat(stored.get("activeTokens").asLong()).isEqualTo(1);
        assertThat(learner(grace).get("name").asString()).isEqualTo("Grace \"Amazing\" Hopper");
        assertThat(learner(grace).has("section")).as("an empty cell is no section").isFalse();
        assertThat(learner(renamed).get("name").asString()).isEqualTo("New Name");

        // The same file again creates nobody, so it hands out no token.
        JsonNode again = json(importCsv(csv));
        assertThat(again.get("created").isEmpty()).isTrue();
        assertThat(texts(again.get("unchanged"))).containsExactlyInAnyOrder(ada, kept, renamed, grace);
        assertThat(learner(ada).get("activeTokens").asLong()).isEqualTo(1);
    }

    @Test
    void aFileWithBadRowsImportsNothingAndNamesEachBadLine() {
        String existing = id("existing");
        assertThat(api.postJson(LEARNERS, INSTRUCTOR, Map.of("id", existing, "name", "Before")).statusCode()).isEqualTo(201);
        List<String> before = allLearnerIds();

        String csv = "id,name,email,section\n"
                + id("fine") + ",Fine Learner,fine@example.org,A\n"        // line 2: good, but must not be stored
                + existing + ",After,x,A\n"                                  // line 3
                + id("fine") + ",Twice,,A\n"                                 // line 4
                + "Not An Id,Someone,,A\n"                                   // line 5
                + id("short") + ",Short Row\n"                               // line 6
                + id("spaced") + ",Spaced,\"a b@example.org\",A\n";         // line 7
        HttpResponse<String> rejected = importCsv(csv);

        assertThat(rejected.statusCode()).as(rejected.body()).isEqualTo(422);
        assertThat(rejected.headers().firstValue("Content-Type")).hasValueSatisfying(
                type -> assertThat(type).startsWith("application/problem+json"));
        JsonNode problem = json(rejected);
        assertThat(problem.get("detail").asString()).contains("Nothing was imported", "line 3: email \"x\" has no @");
        Map<Integer, String> errors = new HashMap<>();
        problem.get("errors").forEach(e -> errors.merge(e.get("line").asInt(), e.get("message").asString(), (a, b) -> a + " | " + b));
        assertThat(errors).containsOnlyKeys(3, 4, 5, 7, 6);
        assertThat(errors.get(3)).isEqualTo("email \"x\" has no @");
        assertThat(errors.get(4)).isEqualTo("id \"" + id("fine") + "\" is already on line 2");
        assertThat(errors.get(5)).startsWith("id \"Not An Id\" must be 1 to 64 characters of a-z");
        assertThat(errors.get(6)).startsWith("2 fields where the header has 4");
        assertThat(errors.get(7)).isEqualTo("email \"a b@example.org\" contains a space");

        assertThat(allLearnerIds()).isEqualTo(before);
        assertThat(api.get(LEARNERS + "/" + id("fine"), INSTRUCTOR).statusCode()).isEqualTo(404);
        assertThat(learner(existing).get("name").asString()).isEqualTo("Before");
    }

    @Test
    void aFileWithoutTheRightHeaderIsRefusedWithTheColumnsItNeeds() {
        HttpResponse<String> noHeader = importCsv(id("alice") + ",Alice,alice@example.org,A\n");
        assertThat(noHeader.statusCode()).isEqualTo(422);
        assertThat(json(noHeader).get("errors").get(0).get("line").asInt()).isEqualTo(1);
        assertThat(json(noHeader).get("errors").get(0).get("message").asString())
                .startsWith("the first line must be the header id,name,email,section");

        HttpResponse<String> unknown = importCsv("id,name,email,section,phone,Age\n" + id("bob") + ",Bob,,A,555,20\n");
        assertThat(unknown.statusCode()).isEqualTo(422);
        assertThat(json(unknown).get("detail").asString()).contains("unknown columns \"phone\", \"Age\"");

        HttpResponse<String> missing = importCsv("id,name\n" + id("carol") + ",Carol\n");
        assertThat(missing.statusCode()).isEqualTo(422);
        assertThat(json(missing).get("detail").asString()).contains("missing columns \"email\", \"section\"");

        HttpResponse<String> empty = importCsv("");
        assertThat(empty.statusCode()).isEqualTo(422);
        assertThat(json(empty).get("detail").asString()).contains("the file is empty");

        HttpResponse<String> unclosed = importCsv("id,name,email,section\n" + id("dan") + ",\"Dan,,A\n");
        assertThat(unclosed.statusCode()).isEqualTo(422);
        assertThat(json(unclosed).get("detail").asString()).contains("line 2: a quoted field starts here and is never closed");

        HttpResponse<String> latin1 = importBytes(("id,name,email,section\n" + id("eve") + ",Ev\u00e9,,A\n")
                .getBytes(StandardCharsets.ISO_8859_1));
        assertThat(latin1.statusCode()).isEqualTo(400);
        assertThat(json(latin1).get("detail").asString()).contains("not UTF-8");

        assertThat(api.get(LEARNERS + "/" + id("bob"), INSTRUCTOR).statusCode()).isEqualTo(404);
    }

    @Test
    void aRosterMayComeAsAMultipartFileWithAByteOrderMark() {
        String frank = id("frank");
        String boundary = "roster-boundary";
        byte[] body = ("--" + boundary + "\r\nContent-Disposition: form-data; name=\"file\"; filename=\"roster.csv\"\r\n"
                + "Content-Type: text/csv\r\n\r\n\uFEFFid,name,email,section\r\n" + frank + ",Frank,frank@example.org,C\r\n"
                + "\r\n--" + boundary + "--\r\n").getBytes(StandardCharsets.UTF_8);
        HttpResponse<String> imported = api.send(api.request(LEARNERS + "/import", INSTRUCTOR)
                .header("Content-Type", "multipart/form-data; boundary=" + boundary)
                .POST(HttpRequest.BodyPublishers.ofByteArray(body)).build());

        assertThat(imported.statusCode()).as(imported.body()).isEqualTo(200);
        assertThat(json(imported).get("created").get(0).get("id").asString()).isEqualTo(frank);
        assertThat(learner(frank).get("section").asString()).isEqualTo("C");
    }

    @Test
    void learnersAreListedAPageAtATimeByIdAndBySection() {
        String section = "sec-" + run;
        StringBuilder csv = new StringBuilder("id,name,email,section\n");
        for (String name : List.of("c", "a", "b")) {
            csv.append(id(name)).append(",Learner ").append(name).append(",,").append(section).append('\n');
        }
        csv.append(id("other")).append(",Other,,elsewhere-").append(run).append('\n');
        assertThat(importCsv(csv.toString()).statusCode()).isEqualTo(200);

        JsonNode first = json(api.get(LEARNERS + "?section=" + section + "&size=2", INSTRUCTOR));
        assertThat(first.get("total").asLong()).isEqualTo(3);
        assertThat(first.get("size").asInt()).isEqualTo(2);
        assertThat(first.get("items").findValuesAsString("id")).containsExactly(id("a"), id("b"));
        JsonNode second = json(api.get(LEARNERS + "?section=" + section + "&size=2&page=1", INSTRUCTOR));
        assertThat(second.get("items").findValuesAsString("id")).containsExactly(id("c"));
        assertThat(second.get("items").get(0).get("name").asString()).isEqualTo("Learner c");

        JsonNode everyone = json(api.get(LEARNERS + "?size=100", INSTRUCTOR));
        List<String> ids = everyone.get("items").findValuesAsString("id");
        // Only within the section is the order asserted: across all learners it is the database's collation.
        assertThat(ids).contains(id("a"), id("other"));

        HttpResponse<String> tooLarge = api.get(LEARNERS + "?size=101", INSTRUCTOR);
        assertThat(tooLarge.statusCode()).isEqualTo(400);
        assertThat(json(tooLarge).get("detail").asString()).contains("size 1 to 100");

        // Moving a learner to another section moves them in the listing.
        HttpResponse<String> moved = put(LEARNERS + "/" + id("a"), Map.of("name", "Learner a", "section", "elsewhere-" + run));
        assertThat(moved.statusCode()).as(moved.body()).isEqualTo(200);
        assertThat(json(moved).get("section").asString()).isEqualTo("elsewhere-" + run);
        assertThat(json(api.get(LEARNERS + "?section=" + section, INSTRUCTOR)).get("items").findValuesAsString("id"))
                .containsExactly(id("b"), id("c"));
    }

    @Test
    void detailsAreCheckedWhenALearnerIsCreatedOrChanged() {
        String gina = id("gina");
        HttpResponse<String> badEmail = api.postJson(LEARNERS, INSTRUCTOR, Map.of("id", gina, "email", "gina.example.org"));
        assertThat(badEmail.statusCode()).isEqualTo(400);
        assertThat(json(badEmail).get("detail").asString()).contains("email \"gina.example.org\" has no @");
        assertThat(api.get(LEARNERS + "/" + gina, INSTRUCTOR).statusCode()).isEqualTo(404);

        HttpResponse<String> created = api.postJson(LEARNERS, INSTRUCTOR,
                Map.of("id", gina, "name", "Gina", "email", "gina@example.org", "section", "D"));
        assertThat(created.statusCode()).isEqualTo(201);
        assertThat(json(created).get("token").asString()).startsWith("gr_");
        assertThat(learner(gina).get("email").asString()).isEqualTo("gina@example.org");

        HttpResponse<String> twoAts = put(LEARNERS + "/" + gina, Map.of("email", "gina@@example.org"));
        assertThat(twoAts.statusCode()).isEqualTo(400);
        assertThat(json(twoAts).get("detail").asString()).contains("has more than one @");
        HttpResponse<String> longName = put(LEARNERS + "/" + gina, Map.of("name", "x".repeat(201)));
        assertThat(longName.statusCode()).isEqualTo(400);
        assertThat(json(longName).get("detail").asString()).contains("name is longer than 200 characters");
        HttpResponse<String> otherId = put(LEARNERS + "/" + gina, Map.of("id", id("other")));
        assertThat(otherId.statusCode()).isEqualTo(400);
        assertThat(learner(gina).get("name").asString()).isEqualTo("Gina");

        // PUT replaces the details: what the body leaves out is cleared.
        HttpResponse<String> replaced = put(LEARNERS + "/" + gina, Map.of("name", "Gina Lollo"));
        assertThat(replaced.statusCode()).isEqualTo(200);
        assertThat(learner(gina).get("name").asString()).isEqualTo("Gina Lollo");
        assertThat(learner(gina).has("email")).isFalse();

        assertThat(put(LEARNERS + "/" + id("nobody"), Map.of("name", "Nobody")).statusCode()).isEqualTo(404);
    }

    @Test
    void newTokensAreIssuedForTheLearnersNamedOrASectionAllOrNothing() {
        String section = "bulk-" + run;
        String ada = id("bulk-ada");
        String bo = id("bulk-bo");
        String cy = id("bulk-cy");
        HttpResponse<String> imported = importCsv("id,name,email,section\n" + ada + ",Ada,,"
                + section + "\n" + bo + ",Bo,," + section + "\n" + cy + ",Cy,,other-" + run + "\n");
        assertThat(imported.statusCode()).as(imported.body()).isEqualTo(200);
        Map<String, String> first = new HashMap<>();
        json(imported).get("created").forEach(l -> first.put(l.get("id").asString(), l.get("token").asString()));

        HttpResponse<String> bySection = api.postJson(LEARNERS + "/tokens", INSTRUCTOR, Map.of("section", section));
        assertThat(bySection.statusCode()).as(bySection.body()).isEqualTo(201);
        JsonNode issued = json(bySection).get("issued");
        assertThat(StreamSupport.stream(issued.spliterator(), false).map(l -> l.get("id").asString()))
                .containsExactly(ada, bo);
        for (JsonNode l : issued) {
            String token = l.get("token").asString();
            assertThat(token).isNotEqualTo(first.get(l.get("id").asString()));
            JsonNode me = json(api.get("/api/me/assignments", token));
            assertThat(me.isArray()).as("%s's new token works", l.get("id").asString()).isTrue();
            assertThat(api.get("/api/me/assignments", first.get(l.get("id").asString())).statusCode())
                    .as("the earlier token still works").isEqualTo(200);
        }

        HttpResponse<String> byName = api.postJson(LEARNERS + "/tokens", INSTRUCTOR, Map.of("learners", List.of(cy, cy)));
        assertThat(byName.statusCode()).as(byName.body()).isEqualTo(201);
        assertThat(json(byName).get("issued")).hasSize(1);
        assertThat(json(api.get(LEARNERS + "/" + cy + "/tokens", INSTRUCTOR))).hasSize(2);

        HttpResponse<String> unknown = api.postJson(LEARNERS + "/tokens", INSTRUCTOR,
                Map.of("learners", List.of(bo, id("nobody"))));
        assertThat(unknown.statusCode()).as(unknown.body()).isEqualTo(404);
        assertThat(json(unknown).get("detail").asString()).contains(id("nobody"), "nothing was issued")
                .doesNotContain(bo);
        assertThat(json(api.get(LEARNERS + "/" + bo + "/tokens", INSTRUCTOR))).as("all or nothing").hasSize(2);
        assertThat(api.postJson(LEARNERS + "/tokens", INSTRUCTOR, Map.of("learners", List.of(bo), "section", section))
                .statusCode()).isEqualTo(400);
        assertThat(api.postJson(LEARNERS + "/tokens", INSTRUCTOR, Map.of()).statusCode()).isEqualTo(400);
        assertThat(api.postJson(LEARNERS + "/tokens", INSTRUCTOR, Map.of("section", "empty-" + run)).statusCode())
                .isEqualTo(404);
        assertThat(api.postJson(LEARNERS + "/tokens", first.get(ada), Map.of("section", section)).statusCode())
                .as("a learner's token").isEqualTo(403);
    }
}
