// The learner's page: signed in by an LTI launch's session, or asks for their token once, then shows their assignments, a form to submit,
// their history, or one submission (followed live while it is graded). The view is the URL's query.
import { ApiError, getJson, signedInAs, signOut, token, whoAmI } from './api.js';
import { el, show } from '/dashboard/dom.js';
import { assignmentsSection } from './assignments.js';
import { historySection } from './history.js';
import { ownLmsScores } from './lms.js';
import { go, ROUTE_EVENT } from './route.js';
import { submissionView } from './submission.js';
import { submitSection } from './submit.js';

const page = {
  view: document.getElementById('view'),
  status: document.getElementById('status'),
  controls: document.getElementById('controls'),
  signIn: document.getElementById('sign-in'),
  tokenForm: document.getElementById('token-form'),
  tokenInput: document.getElementById('token-input'),
  signInError: document.getElementById('sign-in-error'),
  who: document.getElementById('who'),
};

let renders = 0;

page.tokenForm.addEventListener('submit', (event) => {
  event.preventDefault();
  const typed = page.tokenInput.value.trim();
  if (!typed) return;
  token.set(typed);
  page.tokenInput.value = '';
  render();
});
document.getElementById('sign-out').addEventListener('click', async () => {
  await signOut();
  showSignIn('Signed out. The token was forgotten in this tab.');
});
window.addEventListener(ROUTE_EVENT, render);
window.addEventListener('popstate', render);

// A launch from the LMS left a session: the page starts signed in. Otherwise it asks for a token.
whoAmI().then((me) => { if (me) render(); else showSignIn(''); });

async function render() {
  const mine = ++renders;
  const current = () => mine === renders;
  const query = new URLSearchParams(window.location.search);
  setStatus('Loading…');
  try {
    const submission = query.get('submission');
    const sections = submission
      ? [await submissionView(submission, { current, fail: (f) => { if (current()) fail(f); } })]
      : await home(query);
    const me = await whoAmI();
    if (!current()) return;
    page.who.textContent = signedInAs(me);
    page.signIn.hidden = true;
    page.controls.hidden = false;
    show(page.view, sections);
    setStatus('');
  } catch (failure) {
    if (current()) fail(failure);
  }
}

async function home(query) {
  // The LMS statuses are a line on each card: without them the cards still show, without that line.
  const [assignments, lmsScores] = await Promise.all([getJson('/api/me/assignments'), ownLmsScores().catch(() => [])]);
  const chosen = query.get('assignment') || assignments[0]?.id || '';
  const history = await historySection(chosen, Number(query.get('page') ?? 0));
  return [assignmentsSection(assignments, chosen, lmsScores),
    submitSection(assignments, chosen, (id) => go({ submission: id })),
    history];
}

function fail(failure) {
  if (failure instanceof ApiError && failure.refusedToken) {
    token.clear();
    showSignIn(failure.message);
    return;
  }
  setStatus('');
  page.signIn.hidden = true;
  page.controls.hidden = false;
  show(page.view, el('p', { class: 'error', role: 'alert', id: 'view-error' }, failure.message ?? String(failure)));
}

function showSignIn(message) {
  renders++;
  page.controls.hidden = true;
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
