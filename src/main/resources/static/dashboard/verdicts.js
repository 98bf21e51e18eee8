// Plain words for the verdicts a learner and an instructor see: a case's outcome and a submission's
// status, each saying what it means and what the learner can do. Where a verdict appears it carries its
// words: as the badge's title (a tooltip), and as an accessible description that points at a legend
// by the table or list, or at a line beside the badge. Legend and line are open on a wide screen and
// one tap away on a narrow one, where a report must stay a few screens long.
import { el } from './dom.js';
import { badge } from './format.js';

export const OUTCOME_WORDS = {
  PASS: 'Passed: the code agreed with the reference on this case. Nothing to do.',
  FAIL: 'Failed: the code ran, but its answer differs from the reference. The difference shown says where; compare '
    + 'it with the input, fix the rule and submit again.',
  NEEDS_WORK: 'Not written yet: the code threw UnsupportedOperationException, as the starter does where code is '
    + 'still to be written. Not an error: write that part and submit again.',
  ERROR: 'Error: the code threw an exception (or returned null) on this case; the message names it. Find where it '
    + 'throws for this input, handle that case and submit again.',
  TIMEOUT: 'Out of fuel: the code did more work than the case allows, often a loop that never ends or repeats work. '
    + 'Work is counted in steps, not seconds, so the same code runs out again on any machine: make it do less work.',
  MEMORY_LIMIT: "Out of memory: the code allocated more than the case's memory budget, often a list or string "
    + 'that keeps growing. Memory is counted, so it happens again on every run: keep less in memory.',
};

export const SUBMISSION_WORDS = {
  QUEUED: 'Waiting: stored, and waiting for a free grader. Nothing to do; the report follows.',
  RUNNING: 'Being graded: the cases are running now. Nothing to do; the report follows.',
  GRADED: "Graded: the code compiled and every case ran; the score is the sum of the cases' points. Read the cases "
    + 'that did not pass to raise it.',
  COMPILE_ERROR: 'Did not compile: javac refused the source, so no case ran. Fix the errors at the lines shown and '
    + 'submit again.',
  REJECTED: 'Refused by the sandbox: the code uses a class or method the grader does not allow (each violation '
    + 'names it), so no case ran. Use only what the assignment allows and submit again.',
  INVALID: 'Not gradable: the file is empty, not UTF-8, too large, or holds no usable policy class; the message '
    + 'says which. Fix that and submit again.',
  INTERNAL_ERROR: "The grader's own fault, not the code's: grading failed for a reason outside the submission. "
    + 'Nothing to change; an instructor can regrade it.',
};

const WIDE = '(min-width: 601px)';

function openWhereWide() {
  return window.matchMedia(WIDE).matches;
}

/** The words for a case outcome or a submission status (the two share no name); undefined for others. */
export function verdictWords(verdict) {
  return OUTCOME_WORDS[verdict] ?? SUBMISSION_WORDS[verdict];
}

/** The id of a verdict's line in the legend (or the line beside it) whose id is given. */
export function meaningId(legendId, verdict) {
  return `${legendId}-${String(verdict).toLowerCase().replace(/[^a-z_]/g, '')}`;
}

/**
 * A verdict's badge with its words as a tooltip, described by its line in the legend legendId (or by
 * the line beside it); without legendId, the tooltip alone.
 */
export function verdictBadge(verdict, legendId) {
  const words = verdictWords(verdict);
  const shown = badge(verdict);
  if (!words) return shown;
  shown.setAttribute('title', words);
  if (legendId) shown.setAttribute('aria-describedby', meaningId(legendId, verdict));
  shown.classList.add('explained');
  return shown;
}

/** A verdict's words on a line of their own, to put beside the badge verdictBadge(verdict, id) made. */
export function verdictMeaning(verdict, id) {
  const words = verdictWords(verdict);
  return words && el('details', { class: 'verdict-meaning', open: openWhereWide() },
    el('summary', { 'aria-label': `meaning of ${verdict}` }, 'meaning'), el('span', { class: 'hint', id: meaningId(id, verdict) }, words));
}

/**
 * What each verdict among verdicts means, each once, in the order of the words above: a legend to put
 * under the table or list whose badges verdictBadge(…, id) made. Null when none has words.
 */
export function verdictLegend(id, label, verdicts) {
  const present = new Set(verdicts);
  const shown = [...Object.keys(OUTCOME_WORDS), ...Object.keys(SUBMISSION_WORDS)].filter((v) => present.has(v));
  if (shown.length === 0) return null;
  return el('details', { class: 'legend', id, open: openWhereWide() },
    el('summary', { class: 'legend-title' }, label),
    el('dl', {}, shown.map((v) => [el('dt', {}, badge(v)), el('dd', { id: meaningId(id, v) }, verdictWords(v))])));
}
