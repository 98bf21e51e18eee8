// The dashboard's shell: asks for the instructor token once, fills the assignment picker and the
// navigation, and shows the view the URL names (one of VIEWS, or one submission).
import { ApiError, getAllPages, getJson, signedInAs, signOut, token, whoAmI } from './api.js';
import { detailSection } from './detail.js';
import { el, show } from './dom.js';
import { go, ROUTE_EVENT, routeHref, routeLink } from './route.js';
import { viewNamed, VIEWS } from './views.js';

const PENDING_REFRESH_MS = 2000;
/** A single submission is waited for on the service, which answers the moment its report is stored. */
const SUBMISSION_WAIT_SECONDS = 10;
const page = {
  view: document.getElementById('view'),
  status: document.getElementById('status'),
  controls: document.getElementById('controls'),
  picker: document.getElementById('assignment'),
  nav: document.getElementById('views'),
  signIn: document.getElementById('sign-in'),
  tokenForm: document.getElementById('token-form'),
  tokenInput: document.getElementById('token-input'),
  signInError: document.getElementById('sign-in-error'),
  protection: document.getElementById('protection'),
  who: document.getElementById('who'),
  hiddenCases: document.getElementById('hidden-cases'),
};

let assignments = [];
let learners = [];
let renders = 0;
let renderedSearch = null;
let listParams = null;

page.tokenForm.addEventListener('submit', (event) => {
  event.preventDefault();
  const typed = page.tokenInput.value.trim();
  if (!typed) return;
  token.set(typed);
  page.tokenInput.value = '';
  enter();
});
document.getElementById('sign-out').addEventListener('click', async () => {
  await signOut();
  showSignIn('Signed out. The token was forgotten in this tab.');
});
document.getElementById('refresh').addEventListener('click', () => enter());
page.picker.addEventListener('change', () => {
  const view = new URLSearchParams(window.location.search).get('view');
  go(routeHref({ view, assignment: page.picker.value }));
});
window.addEventListener(ROUTE_EVENT, render);
// Following a fragment link fires popstate as well; only a changed query is another view.
window.addEventListener('popstate', () => { if (window.location.search !== renderedSearch) render(); });
window.addEventListener('hashchange', revealTarget);
// A second click on the link already in the URL fires no hashchange, but should still highlight.
document.addEventListener('click', (event) => {
  const link = event.target.closest?.('a[href^="#"]');
  if (link && link.hash === window.location.hash) revealTarget();
});

// An instructor's launch from the LMS left a session: the dashboard starts signed in. Otherwise it asks for a token.
if (token.get()) enter(); else whoAmI().then((me) => { if (me) enter(); else showSignIn(''); });

async function enter() {
  setStatus('Checking the token…');
  try {
    // An instructor-only read first, so a learner's token is refused here with a clear message.
    [learners, assignments] = await Promise.all([getAllPages('/api/instructor/learners'), getJson('/api/instructor/assignments')]);
  } catch (failure) {
    fail(failure);
    return;
  }
  // Draft and retired assignments are listed too (a retired one keeps its submissions), marked as such.
  page.picker.replaceChildren(...assignments.map((a) => el('option', { value: a.id },
    `${a.title} (${a.id})${a.state && a.state !== 'OPEN' ? `, ${a.state.toLowerCase()}` : ''}`)));
  showProtection();
  showHiddenCases();
  whoAmI().then((me) => { page.who.textContent = signedInAs(me); });
  page.signIn.hidden = true;
  page.controls.hidden = false;
  page.nav.hidden = false;
  await render();
}

// What protects grades on this service, from its public /actuator/info: the jail, or a warning that
// the bytecode allowlist is the only wall.
async function showProtection() {
  try {
    const info = await (await fetch('/actuator/info', { headers: { Accept: 'application/json' } })).json();
    const protection = info.protection;
    if (!protection) return;
    page.protection.textContent = `Grading protection: ${protection.summary}`;
    page.protection.classList.toggle('unjailed', protection.jail !== 'jailed');
    page.protection.hidden = false;
  } catch {
    page.protection.hidden = true; // the service says nothing: show nothing rather than guess
  }
}

// A banner when scores count the visible cases alone: the service grades no hidden case on purpose
// (grader.suites.visible-only), or an open assignment's active suite version has none.
async function showHiddenCases() {
  try {
    const state = await getJson('/api/instructor/hidden-cases');
    page.hiddenCases.textContent = hiddenCasesWarning(state);
    page.hiddenCases.hidden = page.hiddenCases.textContent === '';
  } catch {
    page.hiddenCases.hidden = true; // the other views say what failed
  }
}

function hiddenCasesWarning(state) {
  if (state.visibleOnly) {
    return 'Hidden cases are not graded: this service was started with grader.suites.visible-only=true and '
      + 'grades the visible cases built into its jar only, so full marks here are not full marks on the '
      + 'assignment. Point grader.suites.folder at the course\'s grader-cases folder and restart to grade them.';
  }
  if (state.withoutHiddenCases.length > 0) {
    const names = state.withoutHiddenCases.map((a) => a.assignment).join(', ');
    return `Hidden cases are not graded for ${names}: the active suite version has no hidden case, so `
      + 'scores count the visible cases alone. Upload and activate a version with its hidden cases.';
  }
  return '';
}

async function render() {
  const mine = ++renders;
  const query = new URLSearchParams(window.location.search);
  if (!query.get('assignment') && assignments.length > 0) {
    query.set('assignment', assignments[0].id);
    window.history.replaceState(null, '', routeHref(Object.fromEntries(query)) + window.location.hash);
  }
  renderedSearch = window.location.search;
  page.picker.value = query.get('assignment') ?? '';
  const submission = query.get('submission');
  const view = viewNamed(query.get('view'));
  showNavigation(submission ? null : view, query.get('assignment'));
  if (!query.get('assignment')) {
    show(page.view, el('p', { class: 'empty panel wide' }, 'The grader has no assignments.'));
    return;
  }
  setStatus('Loading…');
  try {
    if (!submission) listParams = Object.fromEntries(query);
    const sections = submission
      ? [await detailSection(submission, listParams ?? { assignment: query.get('assignment') })]
      : await view.render(query, { assignments, learners });
    if (mine !== renders) return;
    show(page.view, sections);
    setStatus('');
    if (submission) revealTarget();
    refreshWhilePending(mine, submission);
  } catch (failure) {
    if (mine === renders) fail(failure);
  }
}

/** One link per view for the chosen assignment; the current one is marked for assistive technology. */
function showNavigation(current, assignment) {
  show(page.nav, el('ul', {}, VIEWS.map((view) => el('li', {},
    routeLink({ view: view === VIEWS[0] ? null : view.id, assignment },
      { 'aria-current': view === current ? 'page' : null, id: `view-${view.id}` }, view.label)))));
}

// Submissions still QUEUED or RUNNING are shown again until their reports are in: one submission as soon
// as its report is stored, a list of them every PENDING_REFRESH_MS.
function refreshWhilePending(mine, submission) {
  if (!page.view.querySelector('.badge-queued, .badge-running')) return;
  const again = () => { if (mine === renders) render(); };
  if (!submission) {
    setTimeout(again, PENDING_REFRESH_MS);
    return;
  }
  getJson(`/api/submissions/${encodeURIComponent(submission)}`, { wait: SUBMISSION_WAIT_SECONDS })
    .then(again, () => setTimeout(again, PENDING_REFRESH_MS));
}

function fail(failure) {
  if (failure instanceof ApiError && failure.refusedToken) {
    token.clear();
    showSignIn(failure.message);
    return;
  }
  setStatus('');
  show(page.view, el('p', { class: 'error', role: 'alert', id: 'view-error' }, failure.message ?? String(failure)));
}

function showSignIn(message) {
  renders++;
  page.controls.hidden = true;
  page.nav.hidden = true;
  page.view.replaceChildren();
  setStatus('');
  page.signIn.hidden = false;
  page.signInError.textContent = message;
  page.signInError.hidden = !message;
  page.tokenInput.focus();
}

function setStatus(text) {
  page.status.textContent = text;
}

/** Opens, highlights and focuses the element the URL fragment names (a tool call, a transcript). */
function revealTarget() {
  let id;
  try {
    id = decodeURIComponent(window.location.hash.slice(1));
  } catch {
    return;
  }
  const target = id && document.getElementById(id);
  if (!target) return;
  for (let d = target.closest('details'); d; d = d.parentElement?.closest('details')) d.open = true;
  for (const old of document.querySelectorAll('.highlighted')) old.classList.remove('highlighted');
  target.classList.add('highlighted');
  target.focus({ preventScroll: true });
  target.scrollIntoView({ block: 'center' });
}
