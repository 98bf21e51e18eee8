// Gradebook exports. The CSV needs the bearer token, which a plain link cannot send, so the page fetches
// it and hands the bytes to the browser as a download from a blob: URL made here (a download is not a
// fetch, so the page's CSP stays as strict as it is).
import { getFile } from './api.js';
import { el } from './dom.js';

export function exportSection(assignment) {
  const status = el('p', { id: 'export-status', role: 'status' });
  const canvasId = el('input', { type: 'text', inputmode: 'numeric', pattern: '[0-9]*', id: 'canvas-assignment-id', size: 10 });
  const download = async (format) => {
    status.textContent = 'Preparing the file…';
    try {
      const { blob, name } = await getFile(`/api/instructor/assignments/${encodeURIComponent(assignment)}/gradebook.csv`,
        { format, canvasAssignmentId: format === 'canvas' ? canvasId.value.trim() : '' });
      const url = URL.createObjectURL(blob);
      const link = el('a', { href: url, download: name, hidden: true });
      document.body.append(link);
      link.click();
      link.remove();
      // The download has started from the URL; it can go once the click has been handled.
      setTimeout(() => URL.revokeObjectURL(url), 10000);
      status.textContent = `Downloaded ${name} (${blob.size} bytes).`;
      status.dataset.file = name;
    } catch (failure) {
      status.textContent = failure.message ?? String(failure);
    }
  };
  return el('section', { class: 'panel wide', id: 'export', 'aria-labelledby': 'export-heading' },
    el('h2', { id: 'export-heading' }, 'Gradebook export'),
    el('p', { class: 'hint' }, 'One row per learner with the final score the course counts.'),
    el('div', { class: 'filters' },
      el('button', { type: 'button', id: 'export-standard', onclick: () => download('standard') }, 'Gradebook CSV'),
      el('label', { for: 'canvas-assignment-id' }, 'Canvas assignment id (optional)'), canvasId,
      el('button', { type: 'button', id: 'export-canvas', onclick: () => download('canvas') }, 'Canvas CSV')),
    status);
}
