// Expected against observed, compactly: for a run (a map of fields) only the fields that differ, in
// full, with the equal ones folded away; for a single value, both lines with the observed one marked.
import { el } from '/dashboard/dom.js';
import { value } from '/dashboard/format.js';

export function difference(expected, observed) {
  if (isMap(expected) && isMap(observed)) return fields(expected, observed);
  const same = value(expected) === value(observed);
  return el('dl', { class: 'difference' },
    el('dt', {}, 'expected'), el('dd', {}, el('code', { class: 'expected' }, value(expected))),
    el('dt', {}, 'observed'), el('dd', {}, same
      ? el('code', { class: 'observed' }, value(observed))
      : el('mark', {}, el('code', { class: 'observed' }, value(observed)))));
}

function fields(expected, observed) {
  const names = [...new Set([...Object.keys(expected), ...Object.keys(observed)])];
  const differing = names.filter((n) => value(expected[n]) !== value(observed[n]));
  const equal = names.filter((n) => !differing.includes(n));
  const row = (n, differs) => el('tr', { 'data-field': n, class: differs ? 'differs' : 'same' },
    el('th', { scope: 'row', class: 'mono' }, n),
    el('td', {}, el('code', { class: 'expected' }, value(expected[n]))),
    el('td', {}, differs ? el('mark', {}, el('code', { class: 'observed' }, value(observed[n])))
      : el('code', { class: 'observed' }, value(observed[n]))));
  const head = el('thead', {}, el('tr', {}, ['Field', 'Expected', 'Observed'].map((h) => el('th', { scope: 'col' }, h))));
  return [
    el('div', { class: 'scroll' }, el('table', { class: 'data compact fields' }, head,
      el('tbody', {}, differing.map((n) => row(n, true))))),
    equal.length > 0 && el('details', { class: 'equal-fields' },
      el('summary', {}, `${equal.length} field${equal.length === 1 ? '' : 's'} as expected`),
      el('div', { class: 'scroll' }, el('table', { class: 'data compact fields' },
        el('tbody', {}, equal.map((n) => row(n, false)))))),
  ];
}

function isMap(v) {
  return v !== null && typeof v === 'object' && !Array.isArray(v);
}
