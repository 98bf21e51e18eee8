// The LMS view: where each learner's grade on the chosen assignment stands with each LMS gradebook (sent,
// waiting or failed, with what the LMS answered and what it likely means) and a button to send it again; the
// LMS courses and sections linked to this grader course; and the LMS registrations, with a form to register
// one by hand. Everything goes through the instructor API (/api/instructor/lti/...).
import { getJson, send } from './api.js';
import { busyButton, busyForm, field } from './forms.js';
import { el, show } from './dom.js';
import { time } from './format.js';

/** While a grade waits to be sent, the table is read again this often (the service sends in the background). */
const WAITING_REFRESH_MS = 2000;

const STATE_WORDS = {
  SENT: 'Sent',
  PENDING: 'Waiting',
  FAILED: 'Failed',
};

export async function lmsSections(query) {
  const assignment = query.get('assignment');
  const [scores, contexts, platforms] = await Promise.all([getJson('/api/instructor/lti/scores', { assignment }),
    getJson('/api/instructor/lti/contexts'), getJson('/api/instructor/lti/platforms')]);
  return [scoresSection(assignment, scores), contextsSection(contexts), platformsSection(platforms)];
}

// Grades sent to the LMS: one row per learner and LMS course (the assignment's gradebook column there).
function scoresSection(assignment, scores) {
  const listing = el('div', { id: 'lti-score-listing' });
  const error = el('p', { class: 'error', role: 'alert', hidden: true });
  const requeued = el('p', { class: 'hint', role: 'status', id: 'lti-requeued' });
  let fills = 0;
  const refresh = async () => fill(await getJson('/api/instructor/lti/scores', { assignment }));
  const fill = (rows) => {
    const mine = ++fills;
    show(listing, scoreTable(assignment, rows, refresh, error, requeued));
    // The sender works in the background: while a grade waits, look again, as long as this view is shown
    // and nothing has filled the table since.
    if (rows.some((s) => s.state === 'PENDING')) {
      setTimeout(() => { if (mine === fills && listing.isConnected) refresh().catch(() => {}); }, WAITING_REFRESH_MS);
    }
  };
  fill(scores);
  return el('section', { class: 'panel wide', id: 'lti-scores', 'aria-labelledby': 'lti-scores-heading' },
    el('h2', { id: 'lti-scores-heading' }, 'Grades sent to the LMS'),
    el('p', { class: 'hint' }, 'Each learner\'s final score on this assignment goes to the gradebook of every LMS '
      + 'course they opened it from, by itself, whenever it changes. Failed tries are tried again for a while; a grade '
      + 'marked Failed waits for you: mend the cause in the LMS, then send it again.'),
    listing, requeued, error);
}

function scoreTable(assignment, scores, refresh, error, requeued) {
  if (scores.length === 0) {
    return el('p', { class: 'empty', id: 'lti-scores-empty' }, 'No grade of this assignment has gone to an LMS yet. '
      + 'Grades go once learners open the assignment from an LMS course whose grade service is on.');
  }
  const count = (state) => scores.filter((s) => s.state === state).length;
  const failed = scores.filter((s) => s.state === 'FAILED');
  const summary = el('p', { id: 'lti-scores-summary' },
    `${count('SENT')} sent, ${count('PENDING')} waiting, ${failed.length} failed.`);
  const buttons = el('div', { class: 'buttons' },
    failed.length > 0 && busyButton(el('button', { type: 'button', id: 'lti-resync-failed' },
      `Send the ${failed.length} failed grade${failed.length === 1 ? '' : 's'} again`),
    () => send('POST', '/api/instructor/lti/scores/resync-failed', { assignment }), async (answer) => {
      await refresh();
      show(requeued, `${grades(answer.requeued)} queued to be sent again.`);
    }, error),
    busyButton(el('button', { type: 'button', class: 'secondary', id: 'lti-resync-all' },
      'Send every grade of this assignment again'),
    () => send('POST', '/api/instructor/lti/scores/resync', { assignment }), refresh, error));
  return [summary, buttons, el('div', { class: 'scroll' }, el('table', { class: 'data', id: 'lti-score-table' },
    el('caption', { class: 'visually-hidden' }, 'Grades sent to the LMS, per learner and LMS course'),
    el('thead', {}, el('tr', {}, ['Learner', 'LMS course', 'Grade', 'Status', 'What the LMS answered', 'Likely cause', '']
      .map((h) => el('th', { scope: 'col' }, h)))),
    el('tbody', {}, scores.map((s) => scoreRow(s, refresh, error)))))];
}

function scoreRow(s, refresh, error) {
  return el('tr', { 'data-score': s.id, 'data-learner': s.learner, 'data-state': s.state },
    el('td', { class: 'learner' }, s.learner),
    el('td', { class: 'course' }, s.contextTitle ?? s.contextId, el('br'), el('span', { class: 'hint' }, s.issuer)),
    el('td', { class: 'grade' }, `${s.scoreGiven} / ${s.scoreMaximum}`),
    el('td', { class: 'state' }, el('span', { class: `badge badge-${s.state.toLowerCase()}` }, STATE_WORDS[s.state] ?? s.state),
      el('br'), el('span', { class: 'hint' }, stateDetail(s))),
    el('td', { class: 'answer' }, lmsAnswer(s)),
    el('td', { class: 'cause' }, s.likelyCause ?? '—'),
    el('td', {}, busyButton(el('button', { type: 'button', class: 'secondary resync',
      'aria-label': `Send ${s.learner}'s grade again` }, 'Send again'),
    () => send('POST', `/api/instructor/lti/scores/${encodeURIComponent(s.id)}/resync`), refresh, error)));
}

function stateDetail(s) {
  const tries = `${s.attempts} tr${s.attempts === 1 ? 'y' : 'ies'}`;
  if (s.state === 'SENT') return ['in the LMS since ', time(s.sentAt)];
  if (s.state === 'FAILED') return `given up after ${tries}`;
  return s.attempts === 0 ? ['to be sent at ', time(s.nextAttemptAt)] : [`${tries} so far; next at `, time(s.nextAttemptAt)];
}

function lmsAnswer(s) {
  if (s.lastStatus == null) return s.attempts === 0 ? 'not tried yet' : (s.lastAnswer ?? 'no answer');
  return [el('code', {}, String(s.lastStatus)), s.lastAnswer ? [' ', el('span', { class: 'lms-answer' }, s.lastAnswer)] : null];
}

function grades(count) {
  return `${count} failed grade${count === 1 ? '' : 's'}`;
}

// The LMS courses and sections launched from: each is a section of the roster.
function contextsSection(contexts) {
  const listing = el('div', { id: 'lti-context-listing' });
  const error = el('p', { class: 'error', role: 'alert', hidden: true });
  const refresh = async () => show(listing, contextTable(await getJson('/api/instructor/lti/contexts'), refresh, error));
  show(listing, contextTable(contexts, refresh, error));
  return el('section', { class: 'panel wide', id: 'lti-contexts', 'aria-labelledby': 'lti-contexts-heading' },
    el('h2', { id: 'lti-contexts-heading' }, 'Linked LMS courses'),
    el('p', { class: 'hint' }, 'Every LMS course or section the grader has been opened from. Its learners are on the '
      + 'roster with the course as their section; several courses may share this grader course.'),
    listing, error);
}

function contextTable(contexts, refresh, error) {
  if (contexts.length === 0) {
    return el('p', { class: 'empty', id: 'lti-contexts-empty' }, 'No LMS course has opened the grader yet. A course '
      + 'shows here once a learner or instructor opens the grader from it.');
  }
  return el('div', { class: 'scroll' }, el('table', { class: 'data', id: 'lti-context-table' },
    el('caption', { class: 'visually-hidden' }, 'Linked LMS courses'),
    el('thead', {}, el('tr', {}, ['LMS course', 'Section on the roster', 'Grades go back', 'Roster', '']
      .map((h) => el('th', { scope: 'col' }, h)))),
    el('tbody', {}, contexts.map((c) => el('tr', { 'data-context': c.contextId, 'data-platform': c.platformId },
      el('td', {}, c.title ?? c.contextId, el('br'), el('span', { class: 'hint' }, `${c.contextId} at ${c.issuer}`)),
      el('td', {}, c.section ?? '—'),
      el('td', {}, c.lineItemsUrl ? 'Yes' : 'No: the LMS did not turn its grade service on for the grader'),
      el('td', {}, `${c.members} learner${c.members === 1 ? '' : 's'}`, c.left > 0 ? `, ${c.left} left` : '', el('br'),
        el('span', { class: 'hint' }, rosterState(c))),
      el('td', {}, c.membershipsUrl ? busyButton(el('button', { type: 'button', class: 'secondary sync-roster',
        'aria-label': `Read the roster of ${c.title ?? c.contextId} from the LMS now` }, 'Read roster now'),
      () => send('POST', '/api/instructor/lti/roster/sync', { platformId: c.platformId, contextId: c.contextId }),
      refresh, error) : el('span', { class: 'hint' }, 'the LMS shares no roster')))))));
}

function rosterState(c) {
  if (c.rosterSyncError) return `last read failed: ${c.rosterSyncError}`;
  return c.rosterSyncedAt ? ['read from the LMS ', time(c.rosterSyncedAt)] : 'from launches only';
}

// The LMS registrations, and a form to register one by hand (an LMS without Dynamic Registration).
function platformsSection(platforms) {
  const listing = el('div', { id: 'lti-platform-listing' });
  const refresh = async () => show(listing, platformTable(await getJson('/api/instructor/lti/platforms')));
  show(listing, platformTable(platforms));
  const inputs = {
    issuer: el('input', { type: 'url', autocomplete: 'off', spellcheck: 'false' }),
    clientId: el('input', { autocomplete: 'off', spellcheck: 'false' }),
    deploymentIds: el('input', { autocomplete: 'off', spellcheck: 'false' }),
    authorizationUrl: el('input', { type: 'url', autocomplete: 'off', spellcheck: 'false' }),
    tokenUrl: el('input', { type: 'url', autocomplete: 'off', spellcheck: 'false' }),
    jwksUrl: el('input', { type: 'url', autocomplete: 'off', spellcheck: 'false' }),
  };
  const form = busyForm(
    // The API judges every value and names the field it refuses, so the browser's own checks are off.
    el('form', { class: 'course-form', id: 'lti-platform-form', 'aria-labelledby': 'lti-platform-form-heading', novalidate: true },
      el('h3', { id: 'lti-platform-form-heading' }, 'Register an LMS by hand'),
      el('p', { class: 'hint' }, 'For an LMS that cannot register the grader itself (Dynamic Registration), or to add a '
        + 'deployment id: copy these from the LMS\'s page for the grader. Registering the same issuer and client id '
        + 'again adds its deployments.'),
      field('Issuer', 'issuer', inputs.issuer, 'e.g. https://canvas.instructure.com'),
      field('Client id', 'clientId', inputs.clientId, 'The id the LMS gave the grader.'),
      field('Deployment ids', 'deploymentIds', inputs.deploymentIds, 'One or more, separated by commas.'),
      field('Authorisation URL', 'authorizationUrl', inputs.authorizationUrl, 'The LMS\'s OpenID Connect login endpoint.'),
      field('Token URL', 'tokenUrl', inputs.tokenUrl, 'Where the grader gets access tokens to send grades.'),
      field('Key set URL (JWKS)', 'jwksUrl', inputs.jwksUrl, 'Where the LMS publishes the keys it signs launches with.'),
      el('div', { class: 'buttons' }, el('button', { type: 'submit', id: 'lti-platform-save' }, 'Register'))),
    () => send('POST', '/api/instructor/lti/platforms', {
      issuer: inputs.issuer.value.trim(),
      clientId: inputs.clientId.value.trim(),
      deploymentIds: inputs.deploymentIds.value.split(',').map((d) => d.trim()).filter(Boolean),
      authorizationUrl: inputs.authorizationUrl.value.trim(),
      tokenUrl: inputs.tokenUrl.value.trim(),
      jwksUrl: inputs.jwksUrl.value.trim(),
    }).catch((failure) => { throw fieldNamed(failure); }),
    async (registered) => {
      Object.values(inputs).forEach((input) => { input.value = ''; });
      await refresh();
      form.querySelector('.form-status').textContent = `Registered ${registered.issuer} (client id ${registered.clientId}).`;
    });
  return el('section', { class: 'panel wide', id: 'lti-platforms', 'aria-labelledby': 'lti-platforms-heading' },
    el('h2', { id: 'lti-platforms-heading' }, 'LMS registrations'),
    listing, form);
}

function platformTable(platforms) {
  if (platforms.length === 0) {
    return el('p', { class: 'empty', id: 'lti-platforms-empty' }, 'The grader is not registered with any LMS yet.');
  }
  return el('div', { class: 'scroll' }, el('table', { class: 'data', id: 'lti-platform-table' },
    el('caption', { class: 'visually-hidden' }, 'LMS registrations'),
    el('thead', {}, el('tr', {}, ['Issuer', 'Client id', 'Deployment ids', 'Registered'].map((h) => el('th', { scope: 'col' }, h)))),
    el('tbody', {}, platforms.map((p) => el('tr', { 'data-platform': p.id, 'data-issuer': p.issuer },
      el('td', { class: 'issuer' }, p.issuer),
      el('td', { class: 'client' }, p.clientId),
      el('td', { class: 'deployments' }, p.deploymentIds.length > 0 ? p.deploymentIds.join(', ')
        : 'none yet: the first launch names the one to add'),
      el('td', {}, p.registeredBy, el('br'), time(p.createdAt)))))));
}

// A refused URL names its rule rather than a field; the form marks the input either names.
function fieldNamed(failure) {
  const named = failure.problem?.field ?? failure.problem?.rule;
  if (named && failure.problem) failure.problem.field = named.replace('[]', '');
  return failure;
}
