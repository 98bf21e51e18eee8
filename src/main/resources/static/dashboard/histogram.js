// How many learners' final scores (as the course counts them: the assignment's final-submission rule,
// late penalty and override applied) reached each score, as SVG bars with the mean and median marked.
// Scores are grouped into at most MAX_BARS equal ranges so a 100-point suite still reads at a glance.
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
      + `each counted once at the final score the course counts (out of ${distribution.maxScore}).`),
    distribution.learners > 0 && el('p', { id: 'histogram-stats', 'data-mean': distribution.mean, 'data-median': distribution.median },
      el('span', { class: 'stat mean' }, 'Mean ', el('strong', { id: 'histogram-mean' }, round(distribution.mean))),
      ' · ',
      el('span', { class: 'stat median' }, 'median ', el('strong', { id: 'histogram-median' }, round(distribution.median)))),
    distribution.learners === 0 ? el('p', { class: 'empty' }, 'No learner has a final submission yet.') : chart(bins, distribution),
    el('details', {}, el('summary', {}, 'As a table'), table(bins)));
}

function round(v) {
  return String(Math.round(v * 10) / 10);
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

function chart(bins, { maxScore, mean, median }) {
  const tallest = Math.max(1, ...bins.map((b) => b.learners));
  const slot = WIDTH / bins.length;
  const plot = HEIGHT - AXIS;
  return svg('svg', {
    viewBox: `0 0 ${WIDTH} ${HEIGHT}`, class: 'histogram', role: 'img',
    'aria-label': `Histogram of final scores; the tallest bar is ${tallest} learner${tallest === 1 ? '' : 's'}; `
      + `mean ${round(mean)}, median ${round(median)}`,
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
  marker('mean', mean, bins, plot),
  marker('median', median, bins, plot),
  svg('text', { x: 0, y: HEIGHT - 6, class: 'tick start' }, '0'),
  svg('text', { x: WIDTH, y: HEIGHT - 6, class: 'tick end' }, maxScore));
}

// A dashed line at a score, across the bars: the bins are equal ranges, so x is proportional to the score
// (at the middle of a one-point bin).
function marker(name, at, bins, plot) {
  const span = bins.length * (bins[0].to - bins[0].from + 1);
  const x = Math.min(WIDTH - 1, Math.max(1, ((at + 0.5) / span) * WIDTH));
  return svg('g', { class: `marker ${name}` },
    svg('line', { x1: x, y1: 0, x2: x, y2: plot }),
    svg('title', {}, `${name} ${round(at)}`));
}

function table(bins) {
  const reached = bins.filter((b) => b.learners > 0);
  return el('table', { class: 'data compact' },
    el('thead', {}, el('tr', {}, el('th', { scope: 'col' }, 'Score'), el('th', { scope: 'col' }, 'Learners'))),
    el('tbody', {}, reached.map((b) => el('tr', {},
      el('td', {}, b.from === b.to ? b.from : `${b.from}–${b.to}`), el('td', { class: 'num' }, b.learners)))));
}
