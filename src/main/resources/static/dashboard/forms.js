// What every form of the course-action views shares: a label for each input, one submit at a time
// (the button is disabled and the form marked busy while the call is out), and a refusal shown in
// words: the problem's detail next to the input its `field` names, or above the buttons otherwise.
import { el, show } from './dom.js';

let fieldIds = 0;

/**
 * A labelled input with a place for its error. `name` is the API's field name, so a problem naming
 * that field is shown here.
 */
export function field(label, name, input, hint) {
  const id = input.id || `field-${name}-${++fieldIds}`;
  input.id = id;
  input.name = name;
  const errorId = `${id}-error`;
  const hintId = hint ? `${id}-hint` : null;
  if (hintId) input.setAttribute('aria-describedby', hintId);
  return el('div', { class: 'field', 'data-field': name },
    el('label', { for: id }, label),
    input,
    hint && el('span', { class: 'hint', id: hintId }, hint),
    el('span', { class: 'field-error error', id: errorId, role: 'alert', hidden: true }));
}

/**
 * Makes a form submit through `action(form)` (a promise): no second submit while one is out, the
 * refusal shown, `done(result)` called on success. Returns the form.
 */
export function busyForm(form, action, done) {
  const message = el('p', { class: 'form-error error', role: 'alert', hidden: true });
  const status = el('p', { class: 'form-status hint', role: 'status' });
  form.append(message, status);
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    if (form.getAttribute('aria-busy') === 'true') return;
    const submitter = event.submitter ?? form.querySelector('button[type=submit]');
    await run(form, submitter, message, status, () => action(form, submitter), done);
  });
  return form;
}

/** The same guard for a single button outside a form (activate, clear, remove). */
export function busyButton(button, action, done, errorPlace) {
  button.addEventListener('click', async () => {
    if (button.getAttribute('aria-busy') === 'true') return;
    button.setAttribute('aria-busy', 'true');
    button.disabled = true;
    errorPlace.hidden = true;
    try {
      await done(await action());
    } catch (failure) {
      show(errorPlace, failure.message ?? String(failure));
      errorPlace.hidden = false;
    } finally {
      button.disabled = false;
      button.removeAttribute('aria-busy');
    }
  });
  return button;
}

async function run(form, submitter, message, status, action, done) {
  const buttons = [...form.querySelectorAll('button')];
  form.setAttribute('aria-busy', 'true');
  buttons.forEach((b) => { b.disabled = true; });
  clearErrors(form, message);
  show(status, 'Saving…');
  try {
    const result = await action();
    show(status, '');
    await done(result, submitter);
  } catch (failure) {
    show(status, '');
    showProblem(form, message, failure);
  } finally {
    form.removeAttribute('aria-busy');
    buttons.forEach((b) => { b.disabled = false; });
  }
}

function clearErrors(form, message) {
  message.hidden = true;
  for (const error of form.querySelectorAll('.field-error')) {
    error.hidden = true;
    error.textContent = '';
  }
  for (const input of form.querySelectorAll('[aria-invalid]')) {
    input.removeAttribute('aria-invalid');
    const described = (input.getAttribute('aria-describedby') ?? '').split(' ').filter((id) => !id.endsWith('-error'));
    if (described.length > 0) input.setAttribute('aria-describedby', described.join(' '));
    else input.removeAttribute('aria-describedby');
  }
}

/** The problem next to the input its `field` names, when the form has one; above the buttons otherwise. */
function showProblem(form, message, failure) {
  const text = failure.problem?.detail ?? failure.message ?? String(failure);
  const name = failure.problem?.field;
  const wrapper = name && form.querySelector(`.field[data-field="${CSS.escape(name)}"]`);
  if (wrapper) {
    const input = wrapper.querySelector('input, select, textarea');
    const error = wrapper.querySelector('.field-error');
    show(error, text);
    error.hidden = false;
    input.setAttribute('aria-invalid', 'true');
    input.setAttribute('aria-describedby', [input.getAttribute('aria-describedby'), error.id].filter(Boolean).join(' '));
    input.focus();
    return;
  }
  show(message, failure.message ?? text);
  message.hidden = false;
}

/** An ISO instant as a datetime-local value, in this browser's time zone ('' for none). */
export function localInput(instant) {
  if (!instant) return '';
  const at = new Date(instant);
  const pad = (n) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

/** A datetime-local value as an ISO instant, or null when empty. */
export function instantOf(local) {
  return local ? new Date(local).toISOString() : null;
}

/** The name of this browser's time zone, for the hint on time inputs. */
export function timeZone() {
  return Intl.DateTimeFormat().resolvedOptions().timeZone ?? 'local time';
}
