// One submission: followed live while queued or running, then its report as the learner may see it,
// what they sent and the instructor's review of their notes. Their text is only ever shown as text.
import { getJson } from './api.js';
import { el, show } from '/dashboard/dom.js';
import { score, shortId, time } from '/dashboard/format.js';
import { casesSection } from './cases.js';
import { diagnosticsSection } from './diagnostics.js';
import { lmsGradeSection } from './lms.js';
import { routeLink } from './route.js';
import { verdictBadge, verdictMeaning } from '/dashboard/verdicts.js';

// Each request waits up to WAIT_SECONDS on the service, which answers the moment the report is stored,
// or then with the progress so far; MIN_GAP_MS keeps a service that answers at once from being flooded.
const WAIT_SECONDS = 2;
const MIN_GAP_MS = 250;

/** @param watch {current(): whether this view is still shown, fail(error): report a failed poll} */
export async function submissionView(id, watch) {
  const path = `/api/submissions/${encodeURIComponent(id)}`;
  const [first, sent] = await Promise.all([getJson(path), getJson(`/api/me/submissions/${encodeURIComponent(id)}/sent`)]);
  const body = el('div', { class: 'submission-body' });
  const article = el('article', { class: 'detail', id: 'submission', 'data-submission': id, 'aria-labelledby': 'submission-heading' },
    routeLink({ assignment: first.assignment }, { class: 'back', id: 'back' }, '← Your submissions'),
    el('h2', { id: 'submission-heading' }, 'Submission ', el('span', { class: 'mono', title: id }, shortId(id)),
      ' to ', first.assignment),
    body);
  const draw = (view) => show(body, pending(view) ? live(view) : finished(view, sent, watch));
  draw(first);
  if (pending(first)) poll(path, draw, watch);
  return article;
}

function pending(view) {
  return view.status === 'QUEUED' || view.status === 'RUNNING';
}

// Asks again until the report is final or the learner leaves the view.
async function poll(path, draw, watch) {
  while (watch.current()) {
    const asked = Date.now();
    let view;
    try {
      view = await getJson(path, { wait: WAIT_SECONDS });
    } catch (failure) {
      watch.fail(failure);
      return;
    }
    if (!watch.current()) return;
    draw(view);
    if (!pending(view)) return;
    const gap = MIN_GAP_MS - (Date.now() - asked);
    if (gap > 0) await new Promise((resolve) => { setTimeout(resolve, gap); });
  }
}

function live(view) {
  const p = view.progress;
  const where = view.status === 'QUEUED' ? 'Waiting for a free grader…'
    : !p ? 'Grading…'
      : p.caseNumber != null ? `Running case ${p.caseNumber} of ${p.cases}${p.caseId ? ` (${p.caseId})` : ' (a hidden case)'}`
        : `Stage: ${String(p.stage).toLowerCase()}`;
  return el('section', { class: 'panel wide', id: 'live', 'aria-live': 'polite', 'aria-labelledby': 'live-heading' },
    el('h3', { id: 'live-heading' }, 'Status ', el('span', { id: 'live-status' }, verdictBadge(view.status))),
    el('p', { id: 'live-progress' }, where),
    p?.caseNumber != null && el('progress', { max: p.cases, value: p.caseNumber, 'aria-label': 'Cases run' }));
}

function finished(view, sent, watch) {
  return [
    summary(view),
    view.message && el('p', { class: 'report-message', id: 'report-message' }, view.message),
    lmsGradeSection(view.assignment, watch),
    diagnosticsSection(view, sent.source),
    view.hiddenCases && el('p', { class: 'hint', id: 'hidden-sum' },
      `Hidden cases: ${view.hiddenCases.passed} of ${view.hiddenCases.total} passed, `
      + `${view.hiddenCases.points} of ${view.hiddenCases.maxPoints} points.`),
    view.cases && view.cases.length > 0 && casesSection(view),
    review(sent),
    whatYouSent(sent),
  ];
}

function summary(view) {
  const item = (term, ...value) => [el('dt', {}, term), el('dd', {}, ...value)];
  return el('dl', { class: 'summary', id: 'summary' },
    item('Status', el('span', { id: 'status-badge' }, verdictBadge(view.status, 'status-meaning')), ' ',
      verdictMeaning(view.status, 'status-meaning')),
    item('Score', el('span', { id: 'score' }, score(view.score, view.maxScore))),
    view.late && item('Late', el('span', { id: 'late' },
      `${view.late.days} day${view.late.days === 1 ? '' : 's'}, −${view.late.penaltyPercent}%`,
      view.late.scoreAfterPenalty != null && `: counts as ${view.late.scoreAfterPenalty}`)),
    item('Submitted', time(view.submittedAt)),
    item('Finished', time(view.finishedAt)));
}

// The instructors' comments on the notes, oldest first, as a thread; each is text, never markup.
function review(sent) {
  if (!sent.review) return null;
  const comments = sent.review.comments ?? [];
  return el('section', { class: 'panel wide', id: 'review', 'aria-labelledby': 'review-heading' },
    el('h3', { id: 'review-heading' }, 'Your instructor on your notes'),
    comments.length > 0 && el('ol', { class: 'thread', id: 'review-thread' }, comments.map((c) => el('li', { class: 'comment' },
      el('p', { class: 'hint comment-meta' }, el('span', { class: 'comment-author' }, c.author), ', ', time(c.at)),
      el('pre', { class: 'learner-notes comment-text' }, c.text)))),
    sent.review.state === 'REVIEWED'
      ? el('p', { class: 'hint', id: 'review-done' }, 'Reviewed by ', sent.review.reviewer ?? '', ', ', time(sent.review.reviewedAt))
      : el('p', { class: 'empty', id: 'review-waiting' }, 'Your notes wait for your instructor.'));
}

function whatYouSent(sent) {
  return el('section', { class: 'panel wide', id: 'sent', 'aria-labelledby': 'sent-heading' },
    el('h3', { id: 'sent-heading' }, 'What you sent'),
    sent.notes ? el('pre', { class: 'learner-notes', id: 'sent-notes' }, sent.notes) : el('p', { class: 'empty' }, 'No notes.'),
    el('details', {}, el('summary', {}, 'Source'), el('pre', { class: 'source', id: 'sent-source' }, el('code', {}, sent.source))));
}
