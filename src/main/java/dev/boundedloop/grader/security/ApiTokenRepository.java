package dev.boundedloop.grader.security;

import java.util.List;
import java.util.Optional;
import org.springframework.data.jpa.repository.JpaRepository;

interface ApiTokenRepository extends JpaRepository<ApiToken, Long> {

    Optional<ApiToken> findByTokenHash(String tokenHash);

    List<ApiToken> findBySubjectOrderById(String subject);

    List<ApiToken> findAllByOrderById();

    boolean existsByRole(Role role);

    long countByRoleAndRevokedAtIsNull(Role role);
}
