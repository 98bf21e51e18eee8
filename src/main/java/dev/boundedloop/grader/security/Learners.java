package dev.boundedloop.grader.security;

import dev.boundedloop.grader.web.ApiProblem;
import java.time.Clock;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/** Learner accounts and their tokens, managed by instructors. */
@Service
public class Learners {

    /** Lower case, so "Alice" and "alice" cannot be two learners; no ':' so no clash with ci:/instructor: subjects. */
    private static final Pattern NAME = Pattern.compile("[a-z0-9][a-z0-9._-]{0,63}");

    private final LearnerRepository learners;
    private final Tokens tokens;
    private final Clock clock;

    Learners(LearnerRepository learners, Tokens tokens, Clock clock) {
        this.learners = learners;
        this.tokens = tokens;
        this.clock = clock;
    }

    /** Creates a learner with a first token. */
    @Transactional
    public IssuedToken create(String id) {
        checkName(id, "id");
        if (learners.existsById(id)) {
            throw ApiProblem.conflict("Learner '" + id + "' already exists; POST /api/instructor/learners/"
                    + id + "/tokens issues another token");
        }
        learners.save(new Learner(id, clock.instant()));
        return tokens.issue(Role.LEARNER, id);
    }

    @Transactional
    public IssuedToken newToken(String id) {
        requireLearner(id);
        return tokens.issue(Role.LEARNER, id);
    }

    /** Revokes every token of the learner; returns how many were active. */
    @Transactional
    public int revokeTokens(String id) {
        requireLearner(id);
        return tokens.revokeAll(id);
    }

    @Transactional(readOnly = true)
    public List<LearnerInfo> list() {
        Map<String, Long> active = tokens.activeCountsBySubject();
        return learners.findAllByOrderById().stream()
                .map(l -> new LearnerInfo(l.id(), l.createdAt(), active.getOrDefault(l.id(), 0L)))
                .toList();
    }

    private void requireLearner(String id) {
        if (!learners.existsById(id)) {
            throw ApiProblem.notFound("No learner '" + id + "'; GET /api/instructor/learners lists them");
        }
    }

    static void checkName(String name, String field) {
        if (name == null || !NAME.matcher(name).matches()) {
            throw ApiProblem.badRequest("The " + field + " must be 1 to 64 characters of a-z, 0-9, '.', '_' or '-', "
                    + "starting with a letter or digit, e.g. {\"" + field + "\":\"alice\"}");
        }
    }
}
