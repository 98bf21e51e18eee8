// How many learners' latest final submissions reached each score, as SVG bars. Scores are grouped
// into at most MAX_BARS equal ranges so a 100-point suite still reads at a glance.
import { getJson } from './api.js';
import { el, svg } from './dom.js';

const MAX_BARS = 30;
const WIDTH = 600;
const HEIGHT = 180;
const AXIS = 24;

export async function histogramSection(assignment) {
  const distribution = await getJson(`/api/instructor/assignments/${encodeURIComponent(assignment)}/score-distribution`);
  const bins = binned(distribution);
  return el('section', { class: 'panel', id: 'histogram', 'aria-labelledby': 'histogram-heading' },
    el('h2', { id: 'histogram-heading' }, 'Score histogram'),
    el('p', { class: 'hint' }, `${distribution.learners} learner${distribution.learners === 1 ? '' : 's'}, `
      + `each counted once at their latest final submission (out of ${distribution.maxScore}).`),
    distribution.learners === 0 ? el('p', { class: 'empty' }, 'No learner has a final submission yet.') : chart(bins, distribution),
    el('details', {}, el('summary', {}, 'As a table'), table(bins)));
}

function binned({ maxScore, scores }) {
  const width = Math.max(1, Math.ceil((maxScore + 1) / MAX_BARS));
  const bins = [];
  for (let from = 0; from <= maxScore; from += width) {
    bins.push({ from, to: Math.min(maxScore, from + width - 1), learners: 0 });
  }
  for (const { score, learners } of scores) {
    bins[Math.min(bins.length - 1, Math.floor(Math.max(0, score) / width))].learners += learners;
  }
  return bins;
}

function label({ from, to }) {
  return from === to ? `score ${from}` : `scores ${from}–${to}`;
}

function chart(bins, { maxScore }) {
  const tallest = Math.max(1, ...bins.map((b) => b.learners));
  const slot = WIDTH / bins.length;
  const plot = HEIGHT - AXIS;
  return svg('svg', {
    viewBox: `0 0 ${WIDTH} ${HEIGHT}`, class: 'histogram', role: 'img',
    'aria-label': `Histogram of latest scores; the tallest bar is ${tallest} learner${tallest === 1 ? '' : 's'}`,
  },
  svg('line', { x1: 0, y1: plot, x2: WIDTH, y2: plot, class: 'axis' }),
  bins.map((bin, i) => {
    const height = (bin.learners / tallest) * (plot - 14);
    const x = i * slot + 1;
    return svg('g', { class: 'bar' },
      svg('rect', {
        x, y: plot - height, width: Math.max(1, slot - 2), height,
        'data-from': bin.from, 'data-to': bin.to, 'data-learners': bin.learners,
      }, svg('title', {}, `${label(bin)}: ${bin.learners} learner${bin.learners === 1 ? '' : 's'}`)),
      bin.learners > 0 && svg('text', { x: x + (slot - 2) / 2, y: plot - height - 3, class: 'count' }, bin.learners));
  }),
  svg('text', { x: 0, y: HEIGHT - 6, class: 'tick start' }, '0'),
  svg('text', { x: WIDTH, y: HEIGHT - 6, class: 'tick end' }, maxScore));
}

function table(bins) {
  const reached = bins.filter((b) => b.learners > 0);
  return el('table', { class: 'data compact' },
    el('thead', {}, el('tr', {}, el('th', { scope: 'col' }, 'Score'), el('th', { scope: 'col' }, 'Learners'))),
    el('tbody', {}, reached.map((b) => el('tr', {},
      el('td', {}, b.from === b.to ? b.from : `${b.from}–${b.to}`), el('td', { class: 'num' }, b.learners)))));
}
