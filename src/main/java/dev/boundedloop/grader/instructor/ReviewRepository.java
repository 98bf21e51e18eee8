package dev.boundedloop.grader.instructor;

import java.util.UUID;
import org.springframework.data.jpa.repository.JpaRepository;

interface ReviewRepository extends JpaRepository<Review, UUID> {}
