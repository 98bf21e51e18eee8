package dev.boundedloop.grader.learner;

import dev.boundedloop.grader.cases.Suite;
import dev.boundedloop.grader.cases.SuiteCatalog;
import dev.boundedloop.grader.cases.Visibility;
import dev.boundedloop.grader.problems.GraderProblem;
import dev.boundedloop.grader.security.Caller;
import dev.boundedloop.grader.web.PageOf;
import io.swagger.v3.oas.annotations.Operation;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.UUID;
import org.springframework.data.domain.Sort;
import org.springframework.security.core.annotation.AuthenticationPrincipal;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

/** The caller's own view of the course: their deadlines, quota, history and what they sent. */
@RestController
@RequestMapping("/api/me")
class LearnerController {

    private static final Duration QUOTA_WINDOW = Duration.ofHours(1);

    private final SuiteCatalog catalog;
    private final LearnerRows rows;
    private final Clock clock;

    LearnerController(SuiteCatalog catalog, LearnerRows rows, Clock clock) {
        this.catalog = catalog;
        this.rows = rows;
        this.clock = clock;
    }

    @Operation(summary = "The assignments with the caller's own due time (their extension included) and "
            + "how many submissions this hour leaves them",
            description = "For the caller's own token (learner or CI): open assignments only, each with the window that "
                    + "applies to the caller and the quota left in the current hour.")
    @GetMapping("/assignments")
    List<MyAssignment> assignments(@AuthenticationPrincipal Caller caller) {
        Instant now = clock.instant();
        return catalog.ids().stream().map(catalog::suite).map(suite -> assignment(suite, caller.subject(), now)).toList();
    }

    @Operation(summary = "The caller's submissions, newest first, with late marks and the score the course counts",
            description = "For the caller's own token, a page at a time: each submission with its status, its late mark "
                    + "and the score the course counts, after the late penalty and any override.")
    @GetMapping("/submissions")
    PageOf<MySubmission> submissions(@RequestParam(required = false) String assignment,
            @RequestParam(defaultValue = "0") int page, @RequestParam(defaultValue = "20") int size,
            @AuthenticationPrincipal Caller caller) {
        PageOf.request(page, size, Sort.unsorted()); // the same bounds, and the same message, as every listing
        String filter = assignment == null || assignment.isBlank() ? null : assignment;
        return new PageOf<>(rows.submissions(caller.subject(), filter, page, size), page, size,
                rows.countSubmissions(caller.subject(), filter));
    }

    @Operation(summary = "A submission's source and notes as the caller sent them, and the instructor's review",
            description = "The caller's own submission only. The review holds the instructors' comment thread on the "
                    + "notes, oldest first.")
    @GetMapping("/submissions/{id}/sent")
    WhatISent sent(@PathVariable UUID id, @AuthenticationPrincipal Caller caller) {
        return rows.sent(id, caller.subject())
                .orElseThrow(() -> GraderProblem.notFound("No submission " + id + " of yours"));
    }

    private MyAssignment assignment(Suite suite, String learner, Instant now) {
        String id = suite.assignment().id();
        LearnerRows.Window w = rows.window(id, learner);
        long hidden = suite.cases().stream().filter(c -> c.header().visibility() == Visibility.HIDDEN).count();
        Integer left = w.submissionsPerHour() == null ? null
                : Math.max(0, w.submissionsPerHour() - rows.submittedSince(learner, id, now.minus(QUOTA_WINDOW)));
        return new MyAssignment(id, suite.assignment().title(), suite.maxScore(), suite.cases().size() - hidden, hidden,
                w.opensAt(), w.dueAt(), w.lateUntil() != null ? w.lateUntil() : w.dueAt(), w.extended(),
                w.latePenaltyPercentPerDay(), w.submissionsPerHour(), left,
                suite.assignment().learnerApi().implemented().getName());
    }
}
