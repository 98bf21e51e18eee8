// A loop case's transcript, folded by default: it is long, and the difference above says what went wrong.
import { el } from '/dashboard/dom.js';

export function transcript(t) {
  return el('details', { class: 'transcript', 'data-case': t.caseId },
    el('summary', {}, `Transcript of your run · ${t.messages.length} messages`),
    el('ol', { class: 'messages' }, t.messages.map(message)));
}

function message(m) {
  const role = String(m.role ?? 'unknown');
  return el('li', { class: `message role-${role.replace(/[^a-z]/gi, '')}` },
    el('span', { class: 'role' }, role),
    role === 'tool' && m.tool_call_id != null && el('span', { class: 'hint' }, `answers ${m.tool_call_id}`),
    m.content != null && m.content !== '' && el('pre', { class: 'content' }, String(m.content)),
    Array.isArray(m.tool_calls) && el('ul', { class: 'tool-calls' }, m.tool_calls.map((call) =>
      el('li', { class: 'tool-call' }, el('code', { class: 'call-id' }, String(call.id)), ' ',
        el('code', {}, `${call.function?.name ?? '?'}(${call.function?.arguments ?? ''})`)))));
}
