// javac's diagnostics, each with the lines of the learner's own source around the line it names;
// and the verifier's violations for rejected code.
import { el } from '/dashboard/dom.js';

const CONTEXT_LINES = 2;

export function diagnosticsSection(view, source) {
  const diagnostics = view.diagnostics ?? [];
  const violations = view.violations ?? [];
  if (diagnostics.length === 0 && violations.length === 0) return null;
  const lines = source.split(/\r\n|\r|\n/);
  return el('section', { class: 'panel wide', id: 'diagnostics', 'aria-labelledby': 'diagnostics-heading' },
    el('h3', { id: 'diagnostics-heading' }, diagnostics.length ? 'Your source did not compile' : 'Your code was rejected'),
    el('ul', { class: 'problems' },
      diagnostics.map((d) => el('li', { class: 'diagnostic', 'data-line': d.line },
        el('p', {}, el('span', { class: 'mono' }, `line ${d.line}, column ${d.column}: `), d.message),
        excerpt(lines, Number(d.line), Number(d.column)))),
      violations.map((v) => el('li', {}, el('span', { class: 'mono' }, `${v.owner}#${v.member}: `), v.message))));
}

function excerpt(lines, line, column) {
  if (!(line >= 1 && line <= lines.length)) return null;
  const from = Math.max(1, line - CONTEXT_LINES);
  const to = Math.min(lines.length, line + CONTEXT_LINES);
  const width = String(to).length;
  const rows = [];
  for (let n = from; n <= to; n++) {
    const at = n === line;
    rows.push(el('span', { class: at ? 'line at' : 'line', 'data-line': n },
      el('span', { class: 'line-number', 'aria-hidden': 'true' }, String(n).padStart(width, ' ')), ' ',
      lines[n - 1]), '\n');
    if (at && column >= 1) {
      rows.push(el('span', { class: 'caret', 'aria-hidden': 'true' }, `${' '.repeat(width + column)}^\n`));
    }
  }
  return el('pre', { class: 'source-excerpt', 'aria-label': `Your source around line ${line}` }, el('code', {}, rows));
}
