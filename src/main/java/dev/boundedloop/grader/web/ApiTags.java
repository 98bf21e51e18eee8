package dev.boundedloop.grader.web;

import java.util.List;

/** The API's capabilities, one tag each, in the order Swagger UI lists them. */
record ApiTags(String name, String description, String controllers) {

    static final ApiTags SUBMISSIONS = new ApiTags("submissions",
            "Submit a policy and read its report (learners and CI hooks)", "SubmissionController");
    static final ApiTags ASSIGNMENTS = new ApiTags("assignments",
            "The assignments open for submissions and their starter code", "AssignmentController");
    static final ApiTags INSTRUCTOR = new ApiTags("instructor",
            "Every learner's submissions, reports and transcripts",
            "InstructorSubmissionController InstructorReferenceRunController");
    static final ApiTags ROSTER = new ApiTags("roster",
            "Learners, roster imports and tokens", "LearnerAdminController RosterImportController");
    static final ApiTags SUITES = new ApiTags("suites",
            "Test suite versions: upload, check, activate; retire and reopen assignments; whether hidden cases are graded",
            "SuiteController HiddenCasesController");
    static final ApiTags COURSE = new ApiTags("course",
            "Deadlines, late penalties, quotas, extensions and score overrides", "CourseSettingsController OverrideController");
    static final ApiTags REVIEWS = new ApiTags("reviews",
            "Learners' notes that need a person's review", "ReviewController");
    static final ApiTags REGRADES = new ApiTags("regrades",
            "Grading again under the active suite, and the progress of a regrade", "RegradeController");
    static final ApiTags ANALYTICS = new ApiTags("analytics",
            "Scores, case failures, score distribution and the gradebook",
            "AssignmentAnalyticsController GradebookController");
    static final ApiTags SIMILARITY = new ApiTags("similarity",
            "Code similarity between learners' final submissions", "SimilarityController");
    static final ApiTags LEARNER = new ApiTags("me",
            "A learner's own assignments, due times, quota left and submission history with late marks",
            "LearnerController ReferenceRunController SessionController OwnScoresController");
    static final ApiTags AUDIT = new ApiTags("audit",
            "The instructor actions recorded in the audit table", "AuditController");
    static final ApiTags WEBHOOKS = new ApiTags("webhooks",
            "Callbacks on final reports, signed, with their delivery log", "WebhookController");
    static final ApiTags LIVE_RUNS = new ApiTags("live-runs",
            "A submission's policy bounding a live model in the course's loop; shown beside the report, never scored",
            "LiveRunController");
    static final ApiTags LTI = new ApiTags("lti",
            "LTI 1.3: the tool's key set and its rotation, and the platforms registered by hand",
            "ToolKeysController PlatformAdminController PassbackController RosterSyncController");
    static final ApiTags OTHER = new ApiTags("other", "Everything else", "");

    static final List<ApiTags> ALL = List.of(SUBMISSIONS, ASSIGNMENTS, INSTRUCTOR, ROSTER, SUITES, COURSE, REVIEWS,
            REGRADES, ANALYTICS, SIMILARITY, LEARNER, AUDIT, WEBHOOKS, LIVE_RUNS, LTI);

    /** The tag of a controller, by its name; a controller not listed here is tagged "other". */
    static ApiTags of(Class<?> controller) {
        String name = controller.getSimpleName();
        return ALL.stream().filter(tag -> List.of(tag.controllers().split(" ")).contains(name)).findFirst()
                .orElse(OTHER);
    }
}
