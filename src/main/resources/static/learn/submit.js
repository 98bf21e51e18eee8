// Submitting a solution: a chosen file or pasted source, with optional notes for the instructor.
import { postJson } from './api.js';
import { el } from '/dashboard/dom.js';

export function submitSection(assignments, chosen, submitted) {
  if (assignments.length === 0) return null;
  const error = el('p', { class: 'error', role: 'alert', id: 'submit-error', hidden: true });
  const picker = el('select', { id: 'submit-assignment', name: 'assignment' },
    assignments.map((a) => el('option', { value: a.id, selected: a.id === chosen }, `${a.title} (${a.id})`)));
  const file = el('input', { type: 'file', id: 'submit-file', accept: '.java,text/x-java,text/plain' });
  const source = el('textarea', { id: 'submit-source', rows: 8, spellcheck: 'false', class: 'mono' });
  // Each assignment has its own learner API: the placeholder names the interface to implement.
  const showImplemented = () => {
    const assignment = assignments.find((a) => a.id === picker.value) || assignments[0];
    const simpleName = (assignment.implement || '').split('.').pop() || 'AdmissionPolicy';
    source.placeholder = `public class MySolution implements ${simpleName} { … }`;
  };
  picker.addEventListener('change', showImplemented);
  showImplemented();
  const notes = el('textarea', { id: 'submit-notes', rows: 3 });
  const button = el('button', { type: 'submit', id: 'submit-button' }, 'Submit');

  const onSubmit = async (event) => {
    event.preventDefault();
    error.hidden = true;
    button.disabled = true;
    try {
      const chosenFile = file.files[0];
      const text = chosenFile ? await chosenFile.text() : source.value;
      if (!text.trim()) throw new Error('Choose a .java file or paste your source first.');
      const accepted = await postJson('/api/submissions', { assignment: picker.value, source: text, notes: notes.value || null });
      submitted(accepted.id);
    } catch (failure) {
      error.textContent = failure.message;
      error.hidden = false;
      button.disabled = false;
    }
  };

  return el('section', { class: 'panel wide', id: 'submit', 'aria-labelledby': 'submit-heading' },
    el('h2', { id: 'submit-heading' }, 'Submit'),
    el('form', { id: 'submit-form', class: 'stack', onsubmit: onSubmit },
      el('label', { for: 'submit-assignment' }, 'Assignment'), picker,
      el('label', { for: 'submit-file' }, 'Your source file'), file,
      el('label', { for: 'submit-source' }, 'or paste its source'), source,
      el('label', { for: 'submit-notes' }, 'Notes for your instructor (optional)'), notes,
      el('div', {}, button)),
    error);
}
