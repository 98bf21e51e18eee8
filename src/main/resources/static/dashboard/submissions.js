// The submissions of an assignment, newest first, filtered by learner and status, a page at a time.
import { getJson } from './api.js';
import { el } from './dom.js';
import { score, shortId, time } from './format.js';
import { go, routeHref, routeLink } from './route.js';
import { verdictBadge, verdictLegend } from './verdicts.js';

const STATUSES = ['QUEUED', 'RUNNING', 'GRADED', 'COMPILE_ERROR', 'REJECTED', 'INVALID', 'INTERNAL_ERROR'];
const PAGE_SIZE = 10;
const STATUS_LEGEND = 'status-legend';

/** Reads the listing the query asks for and returns its section. */
export async function submissionsSection(query, learners) {
  const filters = {
    assignment: query.get('assignment'),
    learner: query.get('learner') ?? '',
    status: query.get('status') ?? '',
  };
  const page = Math.max(0, Number.parseInt(query.get('page') ?? '0', 10) || 0);
  const listing = await getJson('/api/instructor/submissions', { ...filters, page, size: PAGE_SIZE });
  return el('section', { class: 'panel wide', id: 'submissions', 'aria-labelledby': 'submissions-heading' },
    el('h2', { id: 'submissions-heading' }, 'Submissions'),
    filterForm(filters, learners),
    listing.items.length === 0
      ? el('p', { class: 'empty' }, 'No submissions match these filters.')
      : [el('div', { class: 'scroll' }, submissionTable(listing.items, filters)),
        verdictLegend(STATUS_LEGEND, 'What the statuses mean', listing.items.map((s) => s.status))],
    pager(listing, filters));
}

function filterForm(filters, learners) {
  const learner = el('input', {
    id: 'filter-learner', name: 'learner', list: 'known-learners', value: filters.learner,
    placeholder: 'any learner', autocomplete: 'off', spellcheck: 'false',
  });
  const status = el('select', { id: 'filter-status', name: 'status' },
    el('option', { value: '' }, 'any status'),
    STATUSES.map((s) => el('option', { value: s, selected: s === filters.status }, s)));
  const apply = (event) => {
    event.preventDefault();
    go(routeHref({ assignment: filters.assignment, learner: learner.value.trim(), status: status.value }));
  };
  return el('form', { class: 'filters', role: 'search', 'aria-label': 'Filter submissions', onsubmit: apply },
    el('label', { for: 'filter-learner' }, 'Learner'), learner,
    el('datalist', { id: 'known-learners' }, learners.map((l) => el('option', { value: l.id }))),
    el('label', { for: 'filter-status' }, 'Status'), status,
    el('button', { type: 'submit' }, 'Apply'),
    routeLink({ assignment: filters.assignment }, { class: 'button secondary', id: 'filter-clear' }, 'Clear'));
}

function submissionTable(items, filters) {
  return el('table', { class: 'data', id: 'submission-table' },
    el('caption', { class: 'visually-hidden' }, 'Submissions, newest first'),
    el('thead', {}, el('tr', {},
      ['Submission', 'Learner', 'Status', 'Score', 'Submitted', 'Finished'].map((h) => el('th', { scope: 'col' }, h)))),
    el('tbody', {}, items.map((s) => el('tr', { 'data-submission': s.id },
      el('td', {}, routeLink({ assignment: filters.assignment, submission: s.id },
        { class: 'mono', title: s.id, 'aria-label': `Open submission ${shortId(s.id)} by ${s.submitter}` }, shortId(s.id))),
      el('td', { class: 'learner' }, s.submitter),
      el('td', { class: 'status' }, verdictBadge(s.status, STATUS_LEGEND)),
      el('td', { class: 'score num' }, score(s.score, s.maxScore)),
      el('td', {}, time(s.submittedAt)),
      el('td', {}, time(s.finishedAt))))));
}

function pager(listing, filters) {
  const pages = Math.max(1, Math.ceil(listing.total / listing.size));
  const at = (page, label, rel) => (page < 0 || page >= pages)
    ? el('span', { class: 'button secondary disabled', 'aria-disabled': 'true' }, label)
    : routeLink({ ...filters, page: page || '' }, { class: 'button secondary', rel, id: `page-${rel}` }, label);
  return el('nav', { class: 'pager', 'aria-label': 'Submission pages' },
    at(listing.page - 1, '← Newer', 'prev'),
    el('span', { id: 'page-position' },
      `Page ${listing.page + 1} of ${pages} · ${listing.total} submission${listing.total === 1 ? '' : 's'}`),
    at(listing.page + 1, 'Older →', 'next'));
}
