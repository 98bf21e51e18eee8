// New tokens for learners already on the roster: those selected in the Learners table, or every learner of
// a section. The tokens exist in the answer only (the service keeps them hashed), so the page offers them
// once, as a CSV for a mail merge, as the roster import does. The learners' other tokens keep working.
import { send } from './api.js';
import { el } from './dom.js';
import { tokensOnce } from './roster.js';

/** The learners ticked in the table; the tokens panel follows it. */
export function learnerSelection() {
  const selection = { ids: new Set(), listeners: [] };
  selection.toggle = (id, on) => {
    if (on) selection.ids.add(id); else selection.ids.delete(id);
    selection.listeners.forEach((listener) => listener());
  };
  return selection;
}

export function tokensSection(learners, selection) {
  const sections = [...new Set(learners.map((l) => l.section).filter(Boolean))].sort();
  const status = el('p', { id: 'tokens-status', role: 'status' });
  const issued = el('div', { id: 'tokens-issued' });
  const forSelected = el('button', { type: 'button', id: 'tokens-for-selected', disabled: true },
    'Issue new tokens for the selected learners');
  const selectedCount = el('span', { id: 'tokens-selected-count', class: 'hint' }, 'No learner selected.');
  selection.listeners.push(() => {
    const n = selection.ids.size;
    forSelected.disabled = n === 0;
    selectedCount.textContent = n === 0 ? 'No learner selected.' : `${n} learner${n === 1 ? '' : 's'} selected.`;
  });
  const section = el('select', { id: 'tokens-section' }, el('option', { value: '' }, 'Choose a section'),
    ...sections.map((s) => el('option', { value: s }, s)));
  const forSection = el('button', { type: 'button', id: 'tokens-for-section' }, 'Issue new tokens for the section');

  const issue = async (body, what) => {
    status.textContent = 'Issuing…';
    issued.replaceChildren();
    try {
      const answer = await send('POST', '/api/instructor/learners/tokens', body);
      const n = answer.issued.length;
      status.textContent = `${n} new token${n === 1 ? '' : 's'} issued for ${what}. Their earlier tokens still work; `
        + 'revoke those on a learner\'s tokens if they were lost.';
      issued.append(tokensOnce(answer.issued.map((l) => [l.id, l.token]), 'tokens.csv', 'tokens-download'));
    } catch (failure) {
      status.textContent = failure.message ?? String(failure);
    }
  };
  forSelected.addEventListener('click', () => {
    const ids = [...selection.ids].sort();
    issue({ learners: ids }, ids.length === 1 ? ids[0] : `${ids.length} selected learners`);
  });
  forSection.addEventListener('click', () => {
    if (!section.value) {
      status.textContent = 'Choose a section first.';
      return;
    }
    issue({ section: section.value }, `section ${section.value}`);
  });

  return el('section', { class: 'panel wide', id: 'tokens', 'aria-labelledby': 'tokens-heading' },
    el('h2', { id: 'tokens-heading' }, 'New tokens'),
    el('p', { class: 'hint' }, 'A new token for each learner ticked in the table below, or for every learner of a '
      + 'section, offered once as a CSV (learner, token) for a mail merge.'),
    el('div', { class: 'filters' }, forSelected, selectedCount),
    el('div', { class: 'filters' }, el('label', { for: 'tokens-section' }, 'Section'), section, forSection),
    status, issued);
}
