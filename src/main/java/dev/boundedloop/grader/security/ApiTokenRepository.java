package dev.boundedloop.grader.security;

import java.util.Collection;
import java.util.List;
import java.util.Optional;
import org.springframework.data.jpa.repository.JpaRepository;
import org.springframework.data.jpa.repository.Query;

interface ApiTokenRepository extends JpaRepository<ApiToken, Long> {

    Optional<ApiToken> findByTokenHash(String tokenHash);

    List<ApiToken> findBySubjectOrderById(String subject);

    List<ApiToken> findAllByOrderById();

    boolean existsByRole(Role role);

    long countByRoleAndRevokedAtIsNull(Role role);

    /** How many active tokens each subject has, by role. */
    @Query("""
            SELECT new dev.boundedloop.grader.security.ApiTokenRepository$ActiveCount(t.subject, t.role, COUNT(t))
            FROM ApiToken t WHERE t.revokedAt IS NULL AND t.subject IN :subjects GROUP BY t.subject, t.role""")
    List<ActiveCount> countActive(Collection<String> subjects);

    record ActiveCount(String subject, Role role, long count) {}
}
