package dev.boundedloop.grader.roster;

import dev.boundedloop.grader.problems.GraderProblem;
import dev.boundedloop.grader.security.IssuedToken;
import dev.boundedloop.grader.security.Role;
import dev.boundedloop.grader.security.SubjectNames;
import dev.boundedloop.grader.security.TokenInfo;
import dev.boundedloop.grader.security.Tokens;
import dev.boundedloop.grader.web.PageOf;
import java.time.Clock;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.springframework.data.domain.Page;
import org.springframework.data.domain.Pageable;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/** Learner accounts, their roster details and their tokens, managed by instructors. */
@Service
public class Learners {

    /** Lower case, so "Alice" and "alice" cannot be two learners; no ':' so no clash with ci:/instructor: subjects. */
    /** Existing learners are looked up this many ids at a time, well under every database's parameter limit. */
    private static final int LOOKUP_CHUNK = 500;

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
    public IssuedToken create(String id, LearnerProfile profile) {
        SubjectNames.check(id, "id");
        checkProfile(profile);
        if (learners.existsById(id)) {
            throw GraderProblem.conflict("Learner '" + id + "' already exists; POST /api/instructor/learners/"
                    + id + "/tokens issues another token, PUT /api/instructor/learners/" + id + " changes its details");
        }
        learners.save(new Learner(id, profile, clock.instant()));
        return tokens.issue(Role.LEARNER, id);
    }

    /**
     * Puts a learner an LMS vouches for on the roster: created without a token (they sign in through the
     * LMS), or given the LMS's name, email and section. Returns whether they were new.
     */
    @Transactional
    public boolean enrol(String id, LearnerProfile profile) {
        SubjectNames.check(id, "id");
        checkProfile(profile);
        Learner learner = learners.findById(id).orElse(null);
        if (learner == null) {
            learners.save(new Learner(id, profile, clock.instant()));
            return true;
        }
        if (!learner.profile().equals(profile)) {
            learner.update(profile);
        }
        return false;
    }

    /** Replaces the learner's name, email and section. */
    @Transactional
    public LearnerInfo update(String id, LearnerProfile profile) {
        checkProfile(profile);
        Learner learner = require(id);
        learner.update(profile);
        return info(List.of(learner)).get(0);
    }

    @Transactional(readOnly = true)
    public LearnerInfo get(String id) {
        return info(List.of(require(id))).get(0);
    }

    @Transactional
    public IssuedToken newToken(String id) {
        require(id);
        return tokens.issue(Role.LEARNER, id);
    }

    /**
     * A CI token that acts for the learner: its submissions are the learner's (their deadlines
     * and gradebook row, with a CI quota of their own) and record CI as their origin; it reads only the
     * learner's submissions.
     */
    @Transactional
    public IssuedToken newCiToken(String id) {
        require(id);
        return tokens.issue(Role.CI, id);
    }

    /** Revokes every token that acts as the learner, CI tokens issued for them included; returns how many were active. */
    @Transactional
    public int revokeTokens(String id) {
        require(id);
        return tokens.revokeAll(id);
    }

    /** The learner's tokens, theirs and CI ones issued for them, revoked ones included. */
    @Transactional(readOnly = true)
    public List<TokenInfo> tokens(String id) {
        require(id);
        return tokens.listFor(id);
    }

    /** A page of learners by id; with a section, only that section's. */
    @Transactional(readOnly = true)
    public PageOf<LearnerInfo> list(String section, Pageable pageable) {
        Page<Learner> page = section == null || section.isBlank() ? learners.findAll(pageable)
                : learners.findBySection(section.strip(), pageable);
        return new PageOf<>(info(page.getContent()), page.getNumber(), page.getSize(), page.getTotalElements());
    }

    /** Every reason the rows cannot be imported, by line; empty when they can. Reads nothing stored. */
    public List<RosterLineError> checkRoster(List<RosterRow> rows) {
        List<RosterLineError> errors = new ArrayList<>();
        Map<String, Integer> firstLine = new HashMap<>();
        for (RosterRow row : rows) {
            if (row.id() == null || row.id().isBlank()) {
                errors.add(new RosterLineError(row.line(), "id is empty; every learner needs one"));
            } else {
                SubjectNames.problem(row.id(), "id").ifPresent(problem -> errors.add(new RosterLineError(row.line(), problem)));
                Integer earlier = firstLine.putIfAbsent(row.id(), row.line());
                if (earlier != null) {
                    errors.add(new RosterLineError(row.line(), "id \"" + row.id() + "\" is already on line " + earlier));
                }
            }
            row.profile().problems().forEach(problem -> errors.add(new RosterLineError(row.line(), problem)));
        }
        return errors;
    }

    /**
     * Creates the learners the rows name for the first time, each with a token, and gives existing
     * ones the rows' name, email and section. All or nothing: any bad row and nothing is stored.
     */
    @Transactional
    public RosterImported importRoster(List<RosterRow> rows) {
        List<RosterLineError> errors = checkRoster(rows);
        if (!errors.isEmpty()) {
            throw RosterLineError.rejected(errors);
        }
        Map<String, Learner> existing = existing(rows.stream().map(RosterRow::id).toList());
        List<RosterImported.LearnerToken> created = new ArrayList<>();
        List<String> updated = new ArrayList<>();
        List<String> unchanged = new ArrayList<>();
        for (RosterRow row : rows) {
            Learner learner = existing.get(row.id());
            if (learner == null) {
                learners.save(new Learner(row.id(), row.profile(), clock.instant()));
                IssuedToken token = tokens.issue(Role.LEARNER, row.id());
                created.add(new RosterImported.LearnerToken(row.id(), token.token(), token.tokenId()));
            } else if (learner.profile().equals(row.profile())) {
                unchanged.add(row.id());
            } else {
                learner.update(row.profile());
                updated.add(row.id());
            }
        }
        return new RosterImported(created, updated, unchanged);
    }

    /**
     * A new learner token for each learner named, or for every learner of the section, in one transaction:
     * a name not on the roster and nothing is issued. The tokens are in the answer only (stored hashed);
     * the learners' other tokens stay as they are.
     */
    @Transactional
    public List<RosterImported.LearnerToken> issueTokens(List<String> ids, String section) {
        boolean bySection = section != null && !section.isBlank();
        boolean byName = ids != null && !ids.isEmpty();
        if (bySection == byName) {
            throw GraderProblem.badRequest("Name either the learners ({\"learners\": [\"alice\", \"bob\"]}) or a section"
                    + " ({\"section\": \"A\"}), one of the two; nothing was issued");
        }
        List<String> chosen;
        if (bySection) {
            chosen = learners.findBySectionOrderByIdAsc(section.strip()).stream().map(Learner::id).toList();
            if (chosen.isEmpty()) {
                throw GraderProblem.notFound("No learner is in section '" + section.strip() + "'; nothing was issued");
            }
        } else {
            chosen = ids.stream().distinct().toList();
            Map<String, Learner> found = existing(chosen);
            List<String> missing = chosen.stream().filter(id -> !found.containsKey(id)).toList();
            if (!missing.isEmpty()) {
                throw GraderProblem.notFound("Not on the roster: " + String.join(", ", missing.subList(0,
                        Math.min(10, missing.size()))) + (missing.size() > 10 ? " and " + (missing.size() - 10) + " more" : "")
                        + "; nothing was issued");
            }
        }
        List<RosterImported.LearnerToken> issued = new ArrayList<>();
        for (String id : chosen) {
            IssuedToken token = tokens.issue(Role.LEARNER, id);
            issued.add(new RosterImported.LearnerToken(id, token.token(), token.tokenId()));
        }
        return issued;
    }

    /** The learners on the roster among the ids, by id, looked up a chunk at a time. */
    private Map<String, Learner> existing(List<String> ids) {
        Map<String, Learner> existing = new HashMap<>();
        for (int from = 0; from < ids.size(); from += LOOKUP_CHUNK) {
            learners.findAllById(ids.subList(from, Math.min(ids.size(), from + LOOKUP_CHUNK)))
                    .forEach(learner -> existing.put(learner.id(), learner));
        }
        return existing;
    }

    private List<LearnerInfo> info(List<Learner> page) {
        Map<String, Map<Role, Long>> active = tokens.activeCounts(page.stream().map(Learner::id).toList());
        return page.stream().map(learner -> {
            Map<Role, Long> counts = active.getOrDefault(learner.id(), Map.of());
            LearnerProfile profile = learner.profile();
            return new LearnerInfo(learner.id(), profile.name(), profile.email(), profile.section(), learner.createdAt(),
                    counts.values().stream().mapToLong(Long::longValue).sum(), counts.getOrDefault(Role.CI, 0L));
        }).toList();
    }

    private Learner require(String id) {
        return learners.findById(id)
                .orElseThrow(() -> GraderProblem.notFound("No learner '" + id + "'; GET /api/instructor/learners lists them"));
    }

    private static void checkProfile(LearnerProfile profile) {
        List<String> problems = profile.problems();
        if (!problems.isEmpty()) {
            throw GraderProblem.badRequest("The learner's details cannot be stored: " + String.join("; ", problems));
        }
    }
}
