package dev.boundedloop.grader.submission;

import org.springframework.data.jpa.repository.JpaRepository;

interface GradingJobRepository extends JpaRepository<GradingJob, Long> {}
