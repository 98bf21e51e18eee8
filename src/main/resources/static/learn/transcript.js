// A loop case's transcript, folded by default: it is long, and the difference above says what went wrong.
// Opened, it fetches the reference run of the same case and shows both side by side from the first
// message where they part.
import { el, show } from '/dashboard/dom.js';
import { besideReference, plainMessage } from '/dashboard/runs.js';
import { getJson } from './api.js';

export function transcript(t, submissionId) {
  const comparison = el('div', { class: 'comparison', 'aria-live': 'polite' });
  const details = el('details', { class: 'transcript', 'data-case': t.caseId },
    el('summary', {}, `Transcript of your run · ${t.messages.length} messages`),
    comparison,
    el('details', { class: 'whole-run' }, el('summary', {}, 'Every message of your run'),
      el('ol', { class: 'messages' }, t.messages.map((m) => plainMessage(m)))));
  let loaded = false;
  details.addEventListener('toggle', async () => {
    if (!details.open || loaded) return;
    loaded = true;
    show(comparison, el('p', { class: 'hint' }, 'Loading the reference run…'));
    try {
      const reference = await getJson(`/api/submissions/${encodeURIComponent(submissionId)}`
        + `/reference-transcripts/${encodeURIComponent(t.caseId)}`);
      show(comparison, besideReference(t.messages, reference.messages, 'Your run'));
    } catch (failure) {
      loaded = false;
      show(comparison, el('p', { class: 'error' }, `The reference run could not be shown: ${failure.message ?? failure}`));
    }
  });
  return details;
}
