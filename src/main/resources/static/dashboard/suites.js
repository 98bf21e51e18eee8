// An assignment's suite versions: who made each and what its check found, uploading a new one (a zip
// of the assignment's folder) with the check's errors shown as they name file and field, and
// activating a version that passed, with a regrade if asked for.
import { ApiError, getJson, send } from './api.js';
import { busyButton, busyForm, field } from './forms.js';
import { el, show } from './dom.js';
import { badge, time } from './format.js';

export async function suitesSection(query) {
  const assignment = query.get('assignment');
  const base = `/api/instructor/assignments/${encodeURIComponent(assignment)}/suite`;
  const listing = el('div', { id: 'version-listing' });
  const outcome = el('div', { id: 'suite-outcome', 'aria-live': 'polite' });
  const refresh = async () => show(listing, versionTable(await getJson(`${base}/versions`), base, refresh, outcome));
  await refresh();
  return el('section', { class: 'panel wide course-action', id: 'suites', 'aria-labelledby': 'suites-heading' },
    el('h2', { id: 'suites-heading' }, 'Suite versions'),
    uploadForm(base, refresh, outcome),
    outcome,
    listing);
}

function uploadForm(base, refresh, outcome) {
  const file = el('input', { type: 'file', accept: '.zip,application/zip' });
  const form = busyForm(
    el('form', { class: 'course-form', id: 'suite-upload', 'aria-labelledby': 'suite-upload-heading', novalidate: true },
      el('h3', { id: 'suite-upload-heading' }, 'Upload a new version'),
      field('Suite zip', 'bundle', file, 'A zip of the assignment\'s folder: assignment.json, the case files and the '
        + 'catalogue. It is checked against the catalogue before it can be activated.'),
      el('div', { class: 'buttons' }, el('button', { type: 'submit', id: 'suite-upload-button' }, 'Upload and check'))),
    async () => {
      show(outcome);
      if (!file.files[0]) {
        throw Object.assign(new Error('Choose a zip first.'), { problem: { field: 'bundle', detail: 'Choose a zip first.' } });
      }
      const body = new FormData();
      body.append('bundle', file.files[0], file.files[0].name);
      try {
        return await send('PUT', base, body);
      } catch (failure) {
        // A rejected suite is stored all the same (422, with its version): list it, then show why.
        if (failure instanceof ApiError && failure.problem?.version) {
          await refresh();
          show(outcome, checkOutcome(failure.problem.version));
          throw new Error(`Version ${failure.problem.version.version} failed its check; see the errors below.`);
        }
        throw failure;
      }
    },
    async (version) => {
      file.value = '';
      await refresh();
      show(outcome, checkOutcome(version));
    });
  return form;
}

/** What the check found for a version: passed, or each error as the check words it. */
function checkOutcome(version) {
  const passed = version.state === 'PASSED';
  return el('div', { class: `check-outcome ${passed ? 'passed' : 'rejected'}`, id: 'check-outcome',
    'data-version': version.version },
  el('h3', {}, `Version ${version.version} `, badge(version.state)),
  passed
    ? el('p', {}, `It passed its check${version.active ? ' and is active' : ''}: `,
      `${version.check.policies.length} catalogue policies scored as they should.`)
    : checkErrors(version.check));
}

function checkErrors(check) {
  const broken = check.policies.filter((p) => p.problem);
  return [
    check.problems.length > 0 && el('ul', { class: 'problems check-problems' }, check.problems.map((p) => el('li', {}, p))),
    broken.length > 0 && el('ul', { class: 'problems policy-problems' },
      broken.map((p) => el('li', {}, el('span', { class: 'mono' }, p.policy), `: ${p.problem}`))),
  ];
}

function versionTable(versions, base, refresh, outcome) {
  if (versions.length === 0) return el('p', { class: 'empty' }, 'This assignment has no suite version yet.');
  const error = el('p', { class: 'error', role: 'alert', hidden: true });
  const regrade = el('input', { type: 'checkbox', id: 'activate-regrade' });
  return [
    el('div', { class: 'toggle' }, regrade,
      el('label', { for: 'activate-regrade' }, 'When activating, regrade the submissions graded with another suite')),
    el('div', { class: 'scroll' }, el('table', { class: 'data', id: 'version-table' },
      el('caption', { class: 'visually-hidden' }, 'Suite versions, oldest first'),
      el('thead', {}, el('tr', {}, ['Version', 'Check', 'Made', 'Errors', ''].map((h) => el('th', { scope: 'col' }, h)))),
      el('tbody', {}, versions.map((v) => el('tr', { 'data-version': v.version, class: v.active ? 'active' : null },
        el('td', { class: 'num' }, `v${v.version}`, v.active && [' ', el('span', { class: 'badge badge-active' }, 'active')]),
        el('td', { class: 'state' }, badge(v.state)),
        el('td', {}, v.createdBy, el('br'), time(v.createdAt), el('br'), el('span', { class: 'hint' }, v.origin.toLowerCase())),
        el('td', { class: 'errors' }, v.state === 'PASSED' ? '—' : checkErrors(v.check)),
        el('td', {}, v.state === 'PASSED' && !v.active && busyButton(
          el('button', { type: 'button', class: 'activate', 'aria-label': `Activate version ${v.version}` }, 'Activate'),
          () => send('POST', `${base}/versions/${v.version}/activate`, undefined, { regrade: regrade.checked }),
          async (activated) => {
            await refresh();
            show(outcome, el('p', { id: 'activate-outcome' }, `Version ${v.version} is active.`,
              activated.regrade ? ` ${activated.regrade.message}` : ''));
          }, error))))))),
    error,
  ];
}
