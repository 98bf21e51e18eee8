package dev.boundedloop.grader.security;

import java.util.List;
import org.springframework.data.jpa.repository.JpaRepository;

interface LearnerRepository extends JpaRepository<Learner, String> {

    List<Learner> findAllByOrderById();
}
