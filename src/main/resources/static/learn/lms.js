// Whether the learner's grade reached their LMS courses (from /api/me/lti/scores): sent with the score, waiting,
// or failed with a reason in plain words and what happens next. A learner whose grades go to no LMS sees nothing.
import { getJson } from './api.js';
import { el, show } from '/dashboard/dom.js';
import { time } from '/dashboard/format.js';

/** While a grade waits to be sent, the panel reads the statuses again this often (the service sends in the background). */
const WAITING_REFRESH_MS = 2000;

const STATE_WORDS = { SENT: 'Sent', PENDING: 'Waiting', FAILED: 'Not sent' };

/** The learner's statuses, every assignment and LMS course; an empty list for a learner with no LMS course. */
export async function ownLmsScores() {
  return getJson('/api/me/lti/scores');
}

/** One line per LMS course the assignment's grade goes to; null when it goes to none. */
export function lmsLines(scores, assignment) {
  const mine = scores.filter((s) => s.assignment === assignment);
  if (mine.length === 0) return null;
  return el('ul', { class: 'lms-grades' }, mine.map((s) => el('li', { class: 'lms-grade', 'data-state': s.state },
    el('span', { class: `badge badge-${s.state.toLowerCase()}` }, STATE_WORDS[s.state] ?? s.state), ' ',
    el('span', { class: 'lms-words' }, words(s)))));
}

/**
 * The panel of a submission's view: where the assignment's grade stands with the LMS, read again while it
 * waits to be sent, as long as the view is shown. Hidden when the grade goes to no LMS; data-read once the
 * statuses were read.
 * @param watch {current(): whether the view is still shown}
 */
export function lmsGradeSection(assignment, watch) {
  const lines = el('div', { 'aria-live': 'polite' });
  const section = el('section', { class: 'panel wide', id: 'lms-grade', 'aria-labelledby': 'lms-grade-heading', hidden: true },
    el('h3', { id: 'lms-grade-heading' }, 'Your grade in the LMS'), lines);
  const fill = async () => {
    let scores;
    try {
      scores = await ownLmsScores();
    } catch {
      // The report matters more than this panel: it stays as it was, and the next view asks again.
      return;
    }
    if (!watch.current()) return;
    const shown = lmsLines(scores, assignment);
    section.hidden = shown === null;
    show(lines, shown);
    section.dataset.read = 'true';
    if (scores.some((s) => s.assignment === assignment && s.state === 'PENDING')) {
      setTimeout(() => { if (watch.current()) fill(); }, WAITING_REFRESH_MS);
    }
  };
  fill();
  return section;
}

function words(s) {
  const grade = `Your grade, ${s.scoreGiven} / ${s.scoreMaximum},`;
  const course = `the LMS course ${s.contextTitle ?? s.contextId}`;
  if (s.state === 'SENT') return [`${grade} was sent to the LMS; ${course} took it at `, time(s.sentAt), '.'];
  if (s.state === 'PENDING') {
    return s.attempts === 0
      ? `${grade} is waiting to be sent to ${course}; that happens by itself in a moment.`
      : [`${grade} has not reached ${course} yet: the LMS did not take it on ${tries(s.attempts)}. `
        + 'It is tried again by itself (next at ', time(s.nextAttemptAt), '); there is nothing for you to do.'];
  }
  return `${grade} did not reach ${course}. ${reason(s.lastStatus)} Your grade here stays as it is. Your instructor's `
    + 'dashboard lists it among the grades the LMS did not take, and they can send it again once the cause is mended; '
    + 'tell them if it stays this way.';
}

function tries(count) {
  return count === 1 ? 'the first try' : `the first ${count} tries`;
}

// Why, in words a learner can follow; the LMS's own answer is for the instructor, who can act on it.
function reason(status) {
  if (status === 400 || status === 422) {
    return 'The LMS refused it: most often because it no longer lists you in that course, otherwise because of a '
      + 'setting of the link between the LMS and the grader.';
  }
  if (status === 401 || status === 403) return 'The LMS did not let the grader in: a setting of the link between the LMS and the grader needs mending.';
  if (status === 404) return 'The LMS could not find this assignment\'s column in its gradebook.';
  if (status === 429 || status >= 500) return 'The LMS was busy or down each time it was tried.';
  if (status == null) return 'The grader could not reach the LMS, or the LMS course does not take grades from the grader.';
  return 'The LMS did not take it.';
}
