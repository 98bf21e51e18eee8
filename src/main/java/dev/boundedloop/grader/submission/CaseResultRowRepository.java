package dev.boundedloop.grader.submission;

import org.springframework.data.jpa.repository.JpaRepository;

interface CaseResultRowRepository extends JpaRepository<CaseResultRow, Long> {}
