package dev.boundedloop.grader.security;

import dev.boundedloop.grader.problems.GraderProblem;
import java.time.Clock;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;
import org.springframework.transaction.support.TransactionSynchronization;
import org.springframework.transaction.support.TransactionSynchronizationManager;

/** Issues, checks and revokes bearer tokens. */
@Service
public class Tokens {

    private final ApiTokenRepository tokens;
    private final RecentTokens recent;
    private final Clock clock;

    Tokens(ApiTokenRepository tokens, Clock clock) {
        this.tokens = tokens;
        this.recent = new RecentTokens(clock, RecentTokens.TTL);
        this.clock = clock;
    }

    /**
     * The caller a presented token stands for, if it is known and not revoked. Every request asks,
     * so a token seen lately is answered from memory (see {@link RecentTokens}).
     */
    public Optional<Caller> authenticate(String token) {
        String hash = TokenSecrets.hash(token);
        Optional<Caller> known = recent.get(hash);
        if (known.isPresent()) {
            return known;
        }
        long generation = recent.generation();
        Optional<Caller> caller = tokens.findByTokenHash(hash).filter(ApiToken::active).map(ApiToken::caller);
        caller.ifPresent(c -> recent.remember(hash, c, generation));
        return caller;
    }

    @Transactional
    public IssuedToken issue(Role role, String subject) {
        return issue(role, subject, null, TokenSecrets.newToken());
    }

    IssuedToken issue(Role role, String subject, String label, String secret) {
        ApiToken saved = tokens.saveAndFlush(new ApiToken(TokenSecrets.hash(secret), role, subject, label, clock.instant()));
        return new IssuedToken(subject, role, secret, saved.id());
    }

    /**
     * A CI hook's or another instructor's token, whose subject is {@code ci:<name>} or
     * {@code instructor:<name>}. Learners' tokens, and CI tokens that act for a learner, come with
     * the roster's {@code Learners}.
     */
    @Transactional
    public IssuedToken issueService(Role role, String name) {
        if (role == Role.LEARNER) {
            throw GraderProblem.badRequest("Learner tokens are made with POST /api/instructor/learners; "
                    + "here the role must be CI or INSTRUCTOR");
        }
        SubjectNames.check(name, "name");
        return issue(role, role.name().toLowerCase() + ":" + name);
    }

    @Transactional(readOnly = true)
    public List<TokenInfo> list() {
        return tokens.findAllByOrderById().stream().map(ApiToken::info).toList();
    }

    /** Revokes one token; the last active instructor token is kept, or nobody could manage the service. */
    @Transactional
    public TokenInfo revoke(long tokenId) {
        ApiToken token = tokens.findById(tokenId)
                .orElseThrow(() -> GraderProblem.notFound("No token with id " + tokenId));
        if (token.active() && token.role() == Role.INSTRUCTOR && tokens.countByRoleAndRevokedAtIsNull(Role.INSTRUCTOR) == 1) {
            throw GraderProblem.conflict("Token " + tokenId + " is the last active instructor token; "
                    + "issue another instructor token first (POST /api/instructor/tokens)");
        }
        token.revoke(clock.instant());
        forgetRecentTokensAfterCommit();
        return token.info();
    }

    @Transactional
    public int revokeAll(String subject) {
        List<ApiToken> active = tokens.findBySubjectOrderById(subject).stream().filter(ApiToken::active).toList();
        active.forEach(token -> token.revoke(clock.instant()));
        forgetRecentTokensAfterCommit();
        return active.size();
    }

    /** Not before: a lookup in between would still read the token as active, and remember it. */
    private void forgetRecentTokensAfterCommit() {
        TransactionSynchronizationManager.registerSynchronization(new TransactionSynchronization() {
            @Override
            public void afterCompletion(int status) {
                recent.forgetAll();
            }
        });
    }

    /** Each subject's active tokens by role; a subject without any is left out. */
    public Map<String, Map<Role, Long>> activeCounts(Collection<String> subjects) {
        if (subjects.isEmpty()) {
            return Map.of();
        }
        return tokens.countActive(subjects).stream().collect(Collectors.groupingBy(
                ApiTokenRepository.ActiveCount::subject,
                Collectors.toMap(ApiTokenRepository.ActiveCount::role, ApiTokenRepository.ActiveCount::count)));
    }

    /** Every token, active or revoked, whose subject this is. */
    public List<TokenInfo> listFor(String subject) {
        return tokens.findBySubjectOrderById(subject).stream().map(ApiToken::info).toList();
    }

    boolean anyInstructorToken() {
        return tokens.existsByRole(Role.INSTRUCTOR);
    }
}
