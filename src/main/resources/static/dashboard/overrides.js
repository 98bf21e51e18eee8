// An assignment's score overrides: the list (the graded score beside the one the course counts), a
// form to set one on a learner's graded submission with a reason, and a button to clear each.
import { getJson, send } from './api.js';
import { busyButton, busyForm, field } from './forms.js';
import { el, show } from './dom.js';
import { score, shortId, time } from './format.js';
import { routeLink } from './route.js';

export async function overridesSection(query, learners) {
  const assignment = query.get('assignment');
  const overrides = await getJson(`/api/instructor/assignments/${encodeURIComponent(assignment)}/overrides`);
  const listing = el('div', { id: 'override-listing' });
  const refresh = async () => {
    show(listing, overrideTable(await getJson(`/api/instructor/assignments/${encodeURIComponent(assignment)}/overrides`),
      assignment, refresh));
  };
  show(listing, overrideTable(overrides, assignment, refresh));
  return el('section', { class: 'panel wide course-action', id: 'overrides', 'aria-labelledby': 'overrides-heading' },
    el('h2', { id: 'overrides-heading' }, 'Score overrides'),
    el('p', { class: 'hint' }, 'An override is the score the gradebook counts in place of the graded one; the report keeps its own.'),
    listing,
    overrideForm(assignment, learners, query.get('learner') ?? '', refresh));
}

function overrideTable(overrides, assignment, refresh) {
  if (overrides.length === 0) return el('p', { class: 'empty', id: 'overrides-empty' }, 'No overrides on this assignment.');
  const error = el('p', { class: 'error', role: 'alert', hidden: true });
  return [el('div', { class: 'scroll' }, el('table', { class: 'data', id: 'override-table' },
    el('caption', { class: 'visually-hidden' }, 'Overrides, newest first'),
    el('thead', {}, el('tr', {}, ['Learner', 'Submission', 'Graded', 'Counted', 'Reason', 'By', ''].map((h) =>
      el('th', { scope: 'col' }, h)))),
    el('tbody', {}, overrides.map((o) => el('tr', { 'data-submission': o.submission },
      el('td', { class: 'learner' }, o.learner),
      el('td', {}, routeLink({ assignment, submission: o.submission }, { class: 'mono', title: o.submission },
        shortId(o.submission))),
      el('td', { class: 'num graded' }, score(o.gradedScore, o.maxScore)),
      el('td', { class: 'num counted' }, score(o.score, o.maxScore)),
      el('td', { class: 'reason' }, o.reason),
      el('td', {}, o.by, el('br'), time(o.at)),
      el('td', {}, busyButton(el('button', { type: 'button', class: 'secondary clear-override',
        'aria-label': `Clear the override of ${o.learner}'s submission ${shortId(o.submission)}` }, 'Clear'),
      () => send('DELETE', `/api/instructor/submissions/${encodeURIComponent(o.submission)}/override`), refresh, error))))))),
  error];
}

function overrideForm(assignment, learners, learner, refresh) {
  const learnerInput = el('input', { list: 'override-learners', autocomplete: 'off', spellcheck: 'false', value: learner,
    required: true });
  const submission = el('select', { required: true }, el('option', { value: '' }, 'Choose a learner first'));
  const points = el('input', { type: 'number', inputmode: 'numeric', step: 1, required: true });
  const reason = el('textarea', { rows: 2, maxlength: 2000, required: true });
  const loadSubmissions = async () => {
    const who = learnerInput.value.trim();
    if (!who) return;
    const listing = await getJson('/api/instructor/submissions', { assignment, learner: who, size: 100 });
    const graded = listing.items.filter((s) => s.maxScore != null);
    show(submission, graded.length === 0
      ? el('option', { value: '' }, `No graded submission of ${who}`)
      : graded.map((s) => el('option', { value: s.id },
        `${new Date(s.submittedAt).toLocaleString()} · ${score(s.score, s.maxScore)} · ${shortId(s.id)}`)));
  };
  learnerInput.addEventListener('change', () => loadSubmissions().catch((failure) => {
    show(submission, el('option', { value: '' }, failure.message));
  }));
  if (learner) loadSubmissions().catch(() => {});
  const form = busyForm(
    el('form', { class: 'course-form', id: 'override-form', 'aria-labelledby': 'override-form-heading', novalidate: true },
      el('h3', { id: 'override-form-heading' }, 'Set an override'),
      field('Learner', 'learner', learnerInput),
      el('datalist', { id: 'override-learners' }, learners.map((l) => el('option', { value: l.id }))),
      field('Submission', 'submission', submission),
      field('Score', 'score', points),
      field('Reason', 'reason', reason, 'Kept with the override, and in the audit trail.'),
      el('div', { class: 'buttons' }, el('button', { type: 'submit', id: 'override-save' }, 'Set override'))),
    () => {
      if (!submission.value) {
        throw Object.assign(new Error('Choose a learner and one of their graded submissions.'),
          { problem: { field: 'submission', detail: 'Choose one of the learner\'s graded submissions.' } });
      }
      return send('PUT', `/api/instructor/submissions/${encodeURIComponent(submission.value)}/override`, {
        score: points.value === '' ? null : Number(points.value), reason: reason.value,
      });
    },
    async () => {
      reason.value = '';
      points.value = '';
      await refresh();
      form.querySelector('.form-status').textContent = 'Override set.';
    });
  return form;
}
