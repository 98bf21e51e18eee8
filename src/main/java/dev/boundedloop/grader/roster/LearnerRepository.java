package dev.boundedloop.grader.roster;

import java.util.List;
import org.springframework.data.domain.Page;
import org.springframework.data.domain.Pageable;
import org.springframework.data.jpa.repository.JpaRepository;

interface LearnerRepository extends JpaRepository<Learner, String> {

    Page<Learner> findBySection(String section, Pageable page);

    List<Learner> findBySectionOrderByIdAsc(String section);
}
