// The loop transcripts of a report, each collapsed until asked for. Each assistant request (tool call)
// gets an anchor, and each tool message's tool_call_id links to the request it answers, so an instructor
// can follow a run. Where a case's observation first differs at a tool call, the message that makes
// that call is marked, and opening the transcript brings it into view rather than the run's beginning.
// A case that did not pass is also set beside the reference run of the same case once opened; where no
// tool call marks the difference (an agent loop's runs make none), the first message where the two runs
// part is marked instead.
import { getJson } from './api.js';
import { el, show } from './dom.js';
import { besideReference, firstDifference } from './runs.js';

/** The id of a case's transcript element, for links from the case table. */
export function transcriptAnchor(caseId) {
  return `transcript-${caseId}`;
}

function differenceAnchor(caseId) {
  return `difference-${caseId}`;
}

/** Where each case's transcript link should lead: the first differing call if the transcript has it, else the transcript. */
export function transcriptLinks(report, firstCalls) {
  const links = new Map();
  for (const t of report.transcripts) {
    const call = firstCalls.get(t.caseId);
    links.set(t.caseId, call && requestIndex(t, call) >= 0 ? differenceAnchor(t.caseId) : transcriptAnchor(t.caseId));
  }
  return links;
}

/** The index of the first message that requests this call id, or -1. */
function requestIndex(t, callId) {
  return t.messages.findIndex((m) => Array.isArray(m.tool_calls) && m.tool_calls.some((call) => String(call.id) === callId));
}

export function transcriptsSection(report, firstCalls = new Map(), submissionId = null) {
  const names = new Map(report.cases.map((c) => [c.id, c.name]));
  return el('section', { class: 'panel wide', id: 'transcripts', 'aria-labelledby': 'transcripts-heading' },
    el('h3', { id: 'transcripts-heading' }, 'Transcripts'),
    report.transcripts.length === 0
      ? el('p', { class: 'empty' }, 'This report has no loop transcripts.')
      : [el('p', { class: 'hint' }, 'A tool message\'s call id links to the request it answers.'),
        listed(report, firstCalls, names, submissionId)]);
}

// All behind one summary (a link from a case opens it); inside, the transcripts of cases that did not pass
// are listed and the others wait behind one more summary, so twenty loop scenarios that went as expected
// take no room.
function listed(report, firstCalls, names, submissionId) {
  const outcome = new Map(report.cases.map((c) => [c.id, c.outcome]));
  const reference = (t) => (submissionId && outcome.get(t.caseId) !== 'PASS' ? () => getJson(
    `/api/instructor/submissions/${encodeURIComponent(submissionId)}/reference-transcripts/${encodeURIComponent(t.caseId)}`) : null);
  const all = report.transcripts.map((t, i) => ({
    t, element: transcript(t, i, names.get(t.caseId), firstCalls.get(t.caseId), reference(t)),
  }));
  const notPassed = all.filter(({ t }) => outcome.get(t.caseId) !== 'PASS').map(({ element }) => element);
  const passed = all.filter(({ t }) => outcome.get(t.caseId) === 'PASS').map(({ element }) => element);
  const count = (n) => `${n} transcript${n === 1 ? '' : 's'}`;
  return el('details', { class: 'transcript-list', id: 'transcript-list' },
    el('summary', {}, `${count(report.transcripts.length)}, ${notPassed.length} of cases that did not pass`),
    notPassed,
    passed.length > 0 && el('details', { class: 'passed-transcripts', id: 'passed-transcripts' },
      el('summary', {}, `${count(passed.length)} of cases that passed`), passed));
}

function transcript(t, index, name, firstCall, reference) {
  // Call ids repeat across transcripts (scripted-1-call-1 …), so anchors are scoped to the transcript;
  // within one, a tool message answers the latest request with its id.
  const anchors = new Anchors(`t${index + 1}-call-`);
  const differing = firstCall ? requestIndex(t, firstCall) : -1;
  const messages = el('ol', { class: 'messages' }, t.messages.map((m, i) => message(m, anchors, i === differing ? t.caseId : null)));
  const comparison = reference && el('div', { class: 'comparison', 'aria-live': 'polite' });
  const besideSummary = el('summary', {}, 'Beside the reference run');
  const details = el('details', { class: 'transcript', id: transcriptAnchor(t.caseId), 'data-case': t.caseId, tabindex: '-1' },
    el('summary', {}, el('span', { class: 'mono' }, t.caseId), ' ', name ?? '',
      el('span', { class: 'hint' }, ` · ${t.messages.length} messages`),
      differing >= 0 && el('span', { class: 'hint' }, ` · first difference at message ${differing + 1}`)),
    comparison && [el('details', { class: 'beside-reference' }, besideSummary, comparison),
      el('p', { class: 'hint' }, 'Every message of this run:')],
    messages);
  let compared = false;
  details.addEventListener('toggle', async () => {
    if (!details.open) return;
    const first = details.querySelector('.first-difference');
    // Opened by its summary, not by a link that already shows its own target.
    if (first && !window.location.hash.endsWith(encodeURIComponent(first.id))) first.scrollIntoView({ block: 'center' });
    if (!comparison || compared) return;
    compared = true;
    show(comparison, el('p', { class: 'hint' }, 'Loading the reference run…'));
    try {
      const run = (await reference()).messages;
      const parting = firstDifference(t.messages, run);
      show(comparison, besideReference(t.messages, run));
      if (parting >= 0) show(besideSummary, `Beside the reference run, from message ${parting + 1}`);
      if (!first && parting >= 0 && parting < t.messages.length) {
        markFirstDifference(messages.children[parting], t.caseId);
        if (details.open) messages.children[parting].scrollIntoView({ block: 'center' });
      }
    } catch (failure) {
      compared = false;
      show(comparison, el('p', { class: 'error' }, `The reference run could not be shown: ${failure.message ?? failure}`));
    }
  });
  return details;
}

/** Marks the message where a run first parts from the reference run, as a differing tool call's request is. */
function markFirstDifference(item, caseId) {
  item.classList.add('first-difference');
  item.id = differenceAnchor(caseId);
  item.tabIndex = -1;
  item.prepend(el('span', { class: 'difference-label' }, 'first difference'));
}

function message(m, anchors, differingCase) {
  const role = String(m.role ?? 'unknown');
  return el('li', {
    class: `message role-${role.replace(/[^a-z]/gi, '')}${differingCase ? ' first-difference' : ''}`,
    id: differingCase ? differenceAnchor(differingCase) : null, tabindex: differingCase ? '-1' : null,
  },
  differingCase && el('span', { class: 'difference-label' }, 'first difference'),
  el('span', { class: 'role' }, role),
    role === 'tool' && answers(m.tool_call_id, anchors),
    m.content != null && m.content !== '' && el('pre', { class: 'content' }, String(m.content)),
    Array.isArray(m.tool_calls) && el('ul', { class: 'tool-calls' }, m.tool_calls.map((call) => request(call, anchors))));
}

function request(call, anchors) {
  return el('li', { class: 'tool-call', id: anchors.add(call.id), tabindex: '-1', 'data-call-id': call.id },
    el('span', { class: 'label' }, 'request '), el('code', { class: 'call-id' }, call.id), ' ',
    el('code', { class: 'function' }, `${call.function?.name ?? '?'}(${call.function?.arguments ?? ''})`));
}

function answers(callId, anchors) {
  const target = anchors.latest(callId);
  return el('span', { class: 'answers' }, 'answers ', target
    ? el('a', { href: `#${encodeURIComponent(target)}`, class: 'call-link', 'data-call-id': callId }, callId)
    : el('code', { class: 'unmatched', title: 'No earlier request in this transcript has this id' }, String(callId)));
}

/** Element ids for requests: unique in the page even when a transcript repeats a call id. */
class Anchors {
  constructor(prefix) {
    this.prefix = prefix;
    this.byCall = new Map();
    this.taken = new Set();
  }

  add(callId) {
    let anchor = this.prefix + callId;
    for (let n = 2; this.taken.has(anchor); n++) anchor = `${this.prefix}${callId}~${n}`;
    this.taken.add(anchor);
    this.byCall.set(callId, anchor);
    return anchor;
  }

  latest(callId) {
    return this.byCall.get(callId);
  }
}
