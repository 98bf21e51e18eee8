// Importing a roster: a CSV file (id,name,email,section) creates the learners it names, each with a token,
// and updates the others. The new tokens exist in the import's answer only (the service keeps them hashed),
// so the page offers them once, as a CSV for a mail merge, and forgets them once it has been saved.
import { send } from './api.js';
import { el } from './dom.js';

export function rosterSection() {
  const file = el('input', { type: 'file', id: 'roster-file', accept: '.csv,text/csv' });
  const status = el('p', { id: 'roster-status', role: 'status' });
  const tokens = el('div', { id: 'roster-tokens' });
  const importRoster = async () => {
    const chosen = file.files[0];
    if (!chosen) {
      status.textContent = 'Choose a CSV file with the header id,name,email,section first.';
      return;
    }
    const form = new FormData();
    form.append('file', chosen);
    status.textContent = 'Importing…';
    tokens.replaceChildren();
    try {
      const imported = await send('POST', '/api/instructor/learners/import', form);
      status.textContent = `${imported.created.length} created, ${imported.updated.length} updated, `
        + `${imported.unchanged.length} unchanged.`;
      if (imported.created.length > 0) {
        tokens.append(tokensOnce(imported.created.map((l) => [l.id, l.token]), 'new-tokens.csv', 'roster-tokens-download'));
      }
    } catch (failure) {
      status.textContent = failure.message ?? String(failure);
    }
  };
  return el('section', { class: 'panel wide', id: 'roster', 'aria-labelledby': 'roster-heading' },
    el('h2', { id: 'roster-heading' }, 'Import a roster'),
    el('p', { class: 'hint' }, 'A CSV file with the header id,name,email,section. New learners get a token each; '
      + 'listed ones get the file\'s name, email and section. One wrong line and nothing is imported.'),
    el('div', { class: 'filters' },
      el('label', { for: 'roster-file' }, 'Roster CSV'), file,
      el('button', { type: 'button', id: 'roster-import', onclick: importRoster }, 'Import')),
    status, tokens);
}

/** Tokens ([learner, token] pairs) offered once: saved as a CSV named `file`, then forgotten by the page. */
export function tokensOnce(pairs, file, buttonId) {
  let rows = pairs;
  const note = el('p', { class: 'hint' }, `${rows.length} new token${rows.length === 1 ? '' : 's'}. They are shown `
    + 'nowhere else and the service keeps no copy: save them now.');
  const save = el('button', { type: 'button', id: buttonId }, 'Download the new tokens (CSV, once)');
  save.addEventListener('click', () => {
    const text = ['learner,token', ...rows.map((r) => r.map(csvField).join(','))].join('\r\n') + '\r\n';
    const url = URL.createObjectURL(new Blob([text], { type: 'text/csv' }));
    const link = el('a', { href: url, download: file, hidden: true });
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10000);
    rows = [];
    save.disabled = true;
    note.textContent = `Saved as ${file}; this page no longer holds the tokens.`;
  });
  return el('div', {}, note, save);
}

// RFC 4180: a field with a comma, quote or line break is quoted, its quotes doubled; one that a
// spreadsheet would run as a formula starts with a quote mark.
function csvField(value) {
  let text = String(value);
  if (/^[=+\-@]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}
