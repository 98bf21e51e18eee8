// The Learners view: every learner's standing on the assignment (attempts, best, latest, the final
// score the course counts, late marks, overrides), searchable and sortable in place; and, with
// ?learner=, one learner's history of submissions. Search and sort are kept in the URL (replaced, not
// pushed, so typing does not fill the back button) and a reload shows the same table.
import { getAllPages, getJson } from './api.js';
import { el, show } from './dom.js';
import { badge, score, shortId, time } from './format.js';
import { exportSection } from './export.js';
import { regradeSection } from './regrade.js';
import { rosterSection } from './roster.js';
import { routeHref, routeLink } from './route.js';
import { learnerSelection, tokensSection } from './tokens.js';
import { verdictBadge, verdictLegend } from './verdicts.js';

const COLUMNS = [
  { key: 'learner', label: 'Learner', text: true },
  { key: 'section', label: 'Section', text: true },
  { key: 'attempts', label: 'Attempts' },
  { key: 'best', label: 'Best' },
  { key: 'latest', label: 'Latest' },
  { key: 'final', label: 'Final' },
  { key: 'late', label: 'Late' },
  { key: 'override', label: 'Override' },
];

export async function learnersView(query, context) {
  const assignment = query.get('assignment');
  const learner = query.get('learner');
  if (learner) return [await historySection(assignment, learner, context.learners)];
  const standings = await getJson(`/api/instructor/assignments/${encodeURIComponent(assignment)}/scores`);
  // The assignment-wide actions first: a course's roster makes the table long.
  const selection = learnerSelection();
  return [regradeSection({ assignment }), exportSection(assignment), rosterSection(),
    tokensSection(context.learners, selection), learnersSection(query, rows(standings, context.learners), selection)];
}

/** One row per learner: their roster entry beside their standing. */
function rows(standings, learners) {
  const roster = new Map(learners.map((l) => [l.id, l]));
  return standings.map((s) => {
    const who = roster.get(s.learner) ?? {};
    return {
      id: s.learner,
      name: who.name ?? '',
      section: who.section ?? '',
      attempts: s.attempts,
      best: s.best,
      latest: s.latest,
      final: s.finalScore,
      late: s.lateDays,
      penalty: s.penaltyPercent,
      override: s.override?.score ?? null,
      overrideReason: s.override?.reason ?? '',
    };
  });
}

function learnersSection(query, all, selection) {
  const state = {
    search: query.get('q') ?? '',
    sort: COLUMNS.some((c) => c.key === query.get('sort')) ? query.get('sort') : 'learner',
    descending: query.get('dir') === 'desc',
  };
  const body = el('tbody');
  const count = el('p', { class: 'hint', id: 'learner-count', 'aria-live': 'polite' });
  const headers = COLUMNS.map((column) => el('th', { scope: 'col', 'data-column': column.key },
    el('button', { type: 'button', class: 'sort', onclick: () => sortBy(column.key) }, column.label)));
  const pick = el('th', { scope: 'col', class: 'pick' }, el('span', { class: 'visually-hidden' }, 'Select'));
  const search = el('input', {
    type: 'search', id: 'learner-search', value: state.search, autocomplete: 'off',
    placeholder: 'name, id or section', oninput: (event) => { state.search = event.target.value; redraw(); },
  });

  function sortBy(key) {
    state.descending = state.sort === key ? !state.descending : false;
    state.sort = key;
    redraw();
  }

  function redraw() {
    const wanted = state.search.trim().toLowerCase();
    const shown = all.filter((r) => !wanted || [r.id, r.name, r.section].some((v) => v.toLowerCase().includes(wanted)));
    shown.sort(comparator(state.sort, state.descending));
    show(body, shown.map((r) => learnerRow(r, query.get('assignment'), selection)));
    headers.forEach((th) => th.setAttribute('aria-sort', th.dataset.column !== state.sort ? 'none'
      : state.descending ? 'descending' : 'ascending'));
    count.textContent = `${shown.length} of ${all.length} learner${all.length === 1 ? '' : 's'}`;
    const kept = { ...Object.fromEntries(query), q: state.search, sort: state.sort === 'learner' ? '' : state.sort,
      dir: state.descending ? 'desc' : '' };
    window.history.replaceState(null, '', routeHref(kept));
  }

  redraw();
  return el('section', { class: 'panel wide', id: 'learners', 'aria-labelledby': 'learners-heading' },
    el('h2', { id: 'learners-heading' }, 'Learners'),
    el('p', { class: 'hint' }, 'Final is the score the course counts (the assignment\'s final-submission rule, '
      + 'late penalty and override applied). Column headings sort; a learner opens their history.'),
    el('form', { class: 'filters', role: 'search', 'aria-label': 'Search learners', onsubmit: (e) => e.preventDefault() },
      el('label', { for: 'learner-search' }, 'Search'), search),
    count,
    el('div', { class: 'scroll' }, el('table', { class: 'data compact sortable', id: 'learner-table' },
      el('caption', { class: 'visually-hidden' }, 'Learners and their standing on this assignment'),
      el('thead', {}, el('tr', {}, pick, headers)), body)));
}

function comparator(key, descending) {
  const column = COLUMNS.find((c) => c.key === key);
  const sign = descending ? -1 : 1;
  const keyOf = (r) => (key === 'learner' ? (r.name || r.id) : r[key]);
  return (a, b) => {
    const x = keyOf(a);
    const y = keyOf(b);
    // Learners without a value stay last whichever way the column sorts.
    if ((x == null || x === '') !== (y == null || y === '')) return x == null || x === '' ? 1 : -1;
    const order = column.text ? String(x ?? '').localeCompare(String(y ?? '')) : (x ?? 0) - (y ?? 0);
    return sign * order || a.id.localeCompare(b.id);
  };
}

function learnerRow(r, assignment, selection) {
  const dash = (v) => (v == null ? '—' : v);
  const box = el('input', { type: 'checkbox', class: 'pick', 'aria-label': `Select ${r.name || r.id}`,
    checked: selection.ids.has(r.id), onchange: (event) => selection.toggle(r.id, event.target.checked) });
  return el('tr', { 'data-learner': r.id },
    el('td', { class: 'pick' }, box),
    el('th', { scope: 'row', class: 'learner' },
      routeLink({ view: 'learners', assignment, learner: r.id }, { class: 'history-link' }, r.name || r.id),
      r.name && el('span', { class: 'hint mono' }, ` ${r.id}`)),
    el('td', { class: 'section' }, r.section || '—'),
    el('td', { class: 'num attempts' }, r.attempts),
    el('td', { class: 'num best' }, dash(r.best)),
    el('td', { class: 'num latest' }, dash(r.latest)),
    el('td', { class: 'num final' }, dash(r.final)),
    el('td', { class: 'num late' }, r.late > 0 ? `${r.late} d, −${r.penalty}%` : '—'),
    el('td', { class: 'num override', title: r.overrideReason || null }, dash(r.override)));
}

/** One learner's submissions to the assignment, newest first, with the one the course counts marked. */
async function historySection(assignment, learner, learners) {
  const [submissions, standings] = await Promise.all([
    getAllPages('/api/instructor/submissions', { assignment, learner }),
    getJson(`/api/instructor/assignments/${encodeURIComponent(assignment)}/scores`),
  ]);
  const standing = standings.find((s) => s.learner === learner);
  const who = learners.find((l) => l.id === learner);
  return el('section', { class: 'panel wide', id: 'learner-history', 'data-learner': learner, 'aria-labelledby': 'history-heading' },
    routeLink({ view: 'learners', assignment }, { class: 'back', id: 'back-to-learners' }, '← All learners'),
    el('h2', { id: 'history-heading' }, 'History of ', el('span', { class: 'learner' }, who?.name || learner),
      who?.name && el('span', { class: 'hint mono' }, ` ${learner}`)),
    standing && el('p', { id: 'history-standing' }, standing.finalScore == null
      ? 'No final submission yet.'
      : `Final score ${standing.finalScore}${standing.override ? ' (override)' : ''}; best ${standing.best}, `
        + `latest ${standing.latest}, ${standing.attempts} attempt${standing.attempts === 1 ? '' : 's'}.`),
    submissions.length === 0
      ? el('p', { class: 'empty' }, 'No submissions to this assignment.')
      : el('div', { class: 'scroll' }, el('table', { class: 'data compact', id: 'history-table' },
        el('caption', { class: 'visually-hidden' }, 'Submissions, newest first'),
        el('thead', {}, el('tr', {}, ['Submission', 'Status', 'Score', 'Late', 'Submitted', 'Counts']
          .map((h) => el('th', { scope: 'col' }, h)))),
        el('tbody', {}, submissions.map((s) => el('tr', { 'data-submission': s.id },
          el('td', {}, routeLink({ assignment, submission: s.id },
            { class: 'mono', title: s.id, 'aria-label': `Open submission ${shortId(s.id)}` }, shortId(s.id))),
          el('td', { class: 'status' }, verdictBadge(s.status, 'history-status-legend')),
          el('td', { class: 'score num' }, score(s.score, s.maxScore)),
          el('td', { class: 'late num' }, s.lateness?.days > 0 ? `${s.lateness.days} d, −${s.lateness.penaltyPercent}%` : '—'),
          el('td', {}, time(s.submittedAt)),
          el('td', { class: 'counts' }, s.id === standing?.finalSubmission ? badge('final') : '')))))),
    submissions.length > 0
      && verdictLegend('history-status-legend', 'What the statuses mean', submissions.map((s) => s.status)));
}
