// Grading again with the active suite, one submission or the whole assignment, with its progress read
// from the regrade's own endpoint until nothing is left waiting, then the scores and cases it changed.
// A regrade being followed lives here, not in the page: a view drawn again (the dashboard refreshes
// views with pending submissions) picks up the one under way and shows where it is.
import { getJson, postJson } from './api.js';
import { el, show } from './dom.js';
import { badge } from './format.js';
import { ROUTE_EVENT } from './route.js';

const POLL_MS = 1000;
const followed = new Map();

/** The regrade control for {assignment} or {assignment, submission}. */
export function regradeSection(target) {
  const key = target.submission ? `submission:${target.submission}` : `assignment:${target.assignment}`;
  const one = Boolean(target.submission);
  const force = el('input', { type: 'checkbox', id: 'regrade-force' });
  const button = el('button', { type: 'button', id: 'regrade-start' }, one ? 'Regrade this submission' : 'Regrade the assignment');
  const progress = el('div', { id: 'regrade-progress', role: 'status' });
  const changes = el('div', { id: 'regrade-changes' });
  const section = el('section', { class: 'panel wide regrade', id: 'regrade', 'aria-labelledby': 'regrade-heading' },
    el('h2', { id: 'regrade-heading' }, one ? 'Regrade' : 'Regrade all submissions'),
    !one && el('p', { class: 'hint' }, 'Grades again, with the active suite, every submission whose report came from another suite.'),
    el('div', { class: 'filters' },
      el('label', { class: 'toggle', for: 'regrade-force' }, force, 'Also those already graded with the active suite'),
      button),
    progress, changes);

  const paint = () => {
    const state = followed.get(key);
    button.disabled = Boolean(state && !state.placeholder && !state.finished && !state.error);
    if (!state) return;
    show(progress, progressLine(state));
    show(changes, state.detail?.finished ? changeList(state.detail) : []);
  };
  button.addEventListener('click', () => start(key, target, force.checked));
  subscribe(key, section, paint);
  paint();
  return section;
}

async function start(key, { assignment, submission }, force) {
  const state = { started: null, detail: null, finished: false, error: null, painters: followed.get(key)?.painters ?? [] };
  followed.set(key, state);
  repaint(state);
  try {
    const path = submission
      ? `/api/instructor/submissions/${encodeURIComponent(submission)}/regrade`
      : `/api/instructor/assignments/${encodeURIComponent(assignment)}/regrade`;
    state.started = await postJson(path, { force: force ? 'true' : '' });
    repaint(state);
    for (;;) {
      state.detail = await getJson(state.started.progress);
      state.finished = state.detail.finished;
      repaint(state);
      if (state.finished) {
        // Drawn again, the view shows the new scores and reports; this regrade's outcome stays shown.
        window.dispatchEvent(new Event(ROUTE_EVENT));
        return;
      }
      await new Promise((resolve) => { setTimeout(resolve, POLL_MS); });
    }
  } catch (failure) {
    state.error = failure.message ?? String(failure);
    repaint(state);
  }
}

function subscribe(key, section, paint) {
  const state = followed.get(key) ?? { painters: [] };
  if (!followed.has(key)) followed.set(key, Object.assign(state, { placeholder: true }));
  state.painters = state.painters.filter((p) => p.section.isConnected);
  state.painters.push({ section, paint });
}

function repaint(state) {
  state.painters = state.painters.filter((p) => p.section.isConnected);
  for (const p of state.painters) p.paint();
}

function progressLine(state) {
  if (state.placeholder && !state.started && !state.error) return [];
  if (state.error) return el('p', { class: 'error', id: 'regrade-error' }, state.error);
  if (!state.started) return el('p', {}, 'Asking the service to regrade…');
  const d = state.detail;
  const total = d?.total ?? state.started.queued;
  const graded = (d?.done ?? 0) + (d?.failed ?? 0);
  return [el('p', { id: 'regrade-message' }, state.started.message),
    total > 0 && el('p', { class: 'regrade-count' },
      el('progress', { id: 'regrade-meter', max: total, value: graded, 'aria-label': 'Submissions graded again' }), ' ',
      el('span', { id: 'regrade-done', 'data-done': graded, 'data-total': total },
        `${graded} of ${total} graded again${d?.failed ? `, ${d.failed} with the grader's own error` : ''}`
        + (state.finished ? ' · finished' : ''))),
    total === 0 && state.finished && el('p', { id: 'regrade-done', 'data-done': 0, 'data-total': 0 }, 'Finished: nothing to grade.')];
}

/** Per learner: the final score before and after, and per submission its score and the cases that changed. */
function changeList(detail) {
  const changed = detail.learners.filter((l) => l.oldFinalScore !== l.newFinalScore
    || l.submissions.some((s) => s.oldScore !== s.newScore || s.changedCases.length > 0));
  if (changed.length === 0) {
    return el('p', { class: 'empty', id: 'regrade-unchanged' }, 'No score and no case outcome changed.');
  }
  return el('div', { class: 'scroll', tabindex: '0', role: 'region', 'aria-label': 'Changes' }, el('table', { class: 'data compact', id: 'regrade-table' },
    el('caption', { class: 'visually-hidden' }, 'Scores and case outcomes the regrade changed'),
    el('thead', {}, el('tr', {}, ['Learner', 'Final score', 'Submission score', 'Cases changed']
      .map((h) => el('th', { scope: 'col' }, h)))),
    el('tbody', {}, changed.flatMap((l) => l.submissions.map((s, i) => el('tr', { 'data-learner': l.learner, 'data-submission': s.submission },
      i === 0 && el('th', { scope: 'row', rowspan: l.submissions.length }, l.learner),
      i === 0 && el('td', { class: 'num final-change', rowspan: l.submissions.length }, arrow(l.oldFinalScore, l.newFinalScore)),
      el('td', { class: 'num score-change' }, arrow(s.oldScore, s.newScore), ' ', badge(s.state)),
      el('td', { class: 'case-changes' }, s.changedCases.length === 0 ? '—'
        : s.changedCases.map((c) => el('span', { class: 'case-change' },
          el('span', { class: 'mono' }, c.caseId), ` ${c.oldOutcome ?? '—'} → ${c.newOutcome ?? '—'}`)))))))));
}

function arrow(before, after) {
  const text = (v) => (v == null ? '—' : String(v));
  return before === after ? text(after) : [text(before), ' → ', el('mark', {}, text(after))];
}
