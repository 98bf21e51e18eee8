// An assignment's course settings (window, late penalty, quota, what learners see of hidden cases,
// which submission counts) and its learners' extensions. The API judges every value; its refusal is
// shown next to the input it names.
import { getJson, send } from './api.js';
import { busyButton, busyForm, field, instantOf, localInput, timeZone } from './forms.js';
import { el, show } from './dom.js';
import { time } from './format.js';

const HIDDEN_RESULTS = [
  ['OUTCOMES', 'Outcomes: each hidden case\'s outcome and points'],
  ['SCORE_ONLY', 'Score only: hidden points and how many passed'],
  ['AFTER_DUE', 'Score only until the due time, then everything'],
];
const FINAL_SUBMISSION = [['LATEST', 'The latest'], ['BEST', 'The best']];

export async function settingsSections(query, learners) {
  const assignment = query.get('assignment');
  const base = `/api/instructor/assignments/${encodeURIComponent(assignment)}`;
  const [settings, extensions] = await Promise.all([getJson(`${base}/settings`), getJson(`${base}/extensions`)]);
  return [settingsForm(base, settings), extensionsSection(base, extensions, learners)];
}

function settingsForm(base, settings) {
  const zone = timeZone();
  const inputs = {
    opensAt: el('input', { type: 'datetime-local', value: localInput(settings.opensAt) }),
    dueAt: el('input', { type: 'datetime-local', value: localInput(settings.dueAt) }),
    lateUntil: el('input', { type: 'datetime-local', value: localInput(settings.lateUntil) }),
    latePenaltyPercentPerDay: el('input', { type: 'number', inputmode: 'numeric', step: 1,
      value: settings.latePenaltyPercentPerDay ?? 0 }),
    submissionsPerHour: el('input', { type: 'number', inputmode: 'numeric', step: 1, value: settings.submissionsPerHour ?? '' }),
    hiddenResults: choice(HIDDEN_RESULTS, settings.hiddenResults),
    finalSubmission: choice(FINAL_SUBMISSION, settings.finalSubmission),
  };
  const number = (input) => (input.value === '' ? null : Number(input.value));
  const form = busyForm(
    // The API is the judge of every value (and names the field it refuses), so the browser's own checks are off.
    el('form', { class: 'course-form panel wide course-action', id: 'settings-form', 'aria-labelledby': 'settings-heading',
      novalidate: true },
    el('h2', { id: 'settings-heading' }, 'Settings'),
    el('fieldset', {}, el('legend', {}, 'When submissions are taken'),
      field('Opens', 'opensAt', inputs.opensAt, `Empty: always open. Times are in ${zone}.`),
      field('Due', 'dueAt', inputs.dueAt, 'Empty: no due time.'),
      field('Late work taken until', 'lateUntil', inputs.lateUntil, 'Empty: nothing after the due time.')),
    el('fieldset', {}, el('legend', {}, 'Penalty and quota'),
      field('Late penalty, percent per started day', 'latePenaltyPercentPerDay', inputs.latePenaltyPercentPerDay, '0 to 100.'),
      field('Submissions per learner per hour', 'submissionsPerHour', inputs.submissionsPerHour, 'Empty: unlimited.')),
    el('fieldset', {}, el('legend', {}, 'Results'),
      field('What learners see of hidden cases', 'hiddenResults', inputs.hiddenResults),
      field('Which submission counts', 'finalSubmission', inputs.finalSubmission)),
    el('div', { class: 'buttons' }, el('button', { type: 'submit', id: 'settings-save' }, 'Save settings'))),
    () => send('PUT', `${base}/settings`, {
      opensAt: instantOf(inputs.opensAt.value),
      dueAt: instantOf(inputs.dueAt.value),
      lateUntil: instantOf(inputs.lateUntil.value),
      latePenaltyPercentPerDay: number(inputs.latePenaltyPercentPerDay),
      submissionsPerHour: number(inputs.submissionsPerHour),
      hiddenResults: inputs.hiddenResults.value,
      finalSubmission: inputs.finalSubmission.value,
    }),
    (saved) => {
      inputs.opensAt.value = localInput(saved.opensAt);
      inputs.dueAt.value = localInput(saved.dueAt);
      inputs.lateUntil.value = localInput(saved.lateUntil);
      inputs.latePenaltyPercentPerDay.value = saved.latePenaltyPercentPerDay ?? 0;
      inputs.submissionsPerHour.value = saved.submissionsPerHour ?? '';
      form.querySelector('.form-status').textContent = 'Settings saved.';
    });
  return form;
}

function choice(options, current) {
  return el('select', {}, options.map(([value, label]) => el('option', { value, selected: value === current }, label)));
}

function extensionsSection(base, extensions, learners) {
  const listing = el('div', { id: 'extension-listing' });
  const refresh = async () => show(listing, extensionTable(await getJson(`${base}/extensions`), base, refresh));
  show(listing, extensionTable(extensions, base, refresh));
  const learner = el('input', { list: 'extension-learners', autocomplete: 'off', spellcheck: 'false' });
  const dueAt = el('input', { type: 'datetime-local' });
  const lateUntil = el('input', { type: 'datetime-local' });
  const form = busyForm(
    el('form', { class: 'course-form', id: 'extension-form', 'aria-labelledby': 'extension-form-heading', novalidate: true },
      el('h3', { id: 'extension-form-heading' }, 'Give an extension'),
      field('Learner', 'learner', learner),
      el('datalist', { id: 'extension-learners' }, learners.map((l) => el('option', { value: l.id }))),
      field('Their due time', 'dueAt', dueAt, `In ${timeZone()}.`),
      field('Their late work taken until', 'lateUntil', lateUntil, 'Empty: nothing after their due time.'),
      el('div', { class: 'buttons' }, el('button', { type: 'submit', id: 'extension-save' }, 'Give extension'))),
    () => {
      if (!learner.value.trim()) {
        throw Object.assign(new Error('Name the learner.'), { problem: { field: 'learner', detail: 'Name the learner.' } });
      }
      return send('PUT', `${base}/extensions/${encodeURIComponent(learner.value.trim())}`,
        { dueAt: instantOf(dueAt.value), lateUntil: instantOf(lateUntil.value) });
    },
    async (granted) => {
      learner.value = '';
      dueAt.value = '';
      lateUntil.value = '';
      await refresh();
      form.querySelector('.form-status').textContent = `Extension given to ${granted.learner}.`;
    });
  return el('section', { class: 'panel wide course-action', id: 'extensions', 'aria-labelledby': 'extensions-heading' },
    el('h2', { id: 'extensions-heading' }, 'Extensions'),
    listing, form);
}

function extensionTable(extensions, base, refresh) {
  if (extensions.length === 0) return el('p', { class: 'empty', id: 'extensions-empty' }, 'No learner has an extension.');
  const error = el('p', { class: 'error', role: 'alert', hidden: true });
  return [el('div', { class: 'scroll' }, el('table', { class: 'data', id: 'extension-table' },
    el('caption', { class: 'visually-hidden' }, 'Extensions'),
    el('thead', {}, el('tr', {}, ['Learner', 'Due', 'Late until', 'Given by', ''].map((h) => el('th', { scope: 'col' }, h)))),
    el('tbody', {}, extensions.map((x) => el('tr', { 'data-learner': x.learner },
      el('td', { class: 'learner' }, x.learner),
      el('td', { class: 'due' }, time(x.dueAt)),
      el('td', {}, x.lateUntil ? time(x.lateUntil) : '—'),
      el('td', {}, x.grantedBy, el('br'), time(x.grantedAt)),
      el('td', {}, busyButton(el('button', { type: 'button', class: 'secondary remove-extension',
        'aria-label': `Remove ${x.learner}'s extension` }, 'Remove'),
      () => send('DELETE', `${base}/extensions/${encodeURIComponent(x.learner)}`), refresh, error))))))),
  error];
}
