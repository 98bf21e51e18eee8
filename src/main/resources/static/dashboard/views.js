// The dashboard's views, in the order the navigation shows them. Each view renders from the URL query
// (its own parameters beside ?view and ?assignment) and the shared context ({ assignments, learners }),
// and resolves to the sections it shows. The first view is the default.
import { failuresSection } from './failures.js';
import { histogramSection } from './histogram.js';
import { learnersView } from './learners.js';
import { lmsSections } from './lms.js';
import { overridesSection } from './overrides.js';
import { reviewsSection } from './reviews.js';
import { settingsSections } from './settings.js';
import { similaritySections } from './similarity.js';
import { submissionsSection } from './submissions.js';
import { suitesSection } from './suites.js';

export const VIEWS = [
  {
    id: 'overview',
    label: 'Overview',
    render: (query, context) => {
      const assignment = query.get('assignment');
      return Promise.all([histogramSection(assignment), failuresSection(assignment),
        submissionsSection(query, context.learners)]);
    },
  },
  { id: 'learners', label: 'Learners', render: learnersView },
  // The course actions: each view is its own module and changes things only through the instructor API.
  { id: 'reviews', label: 'Reviews', render: async (query) => [await reviewsSection(query)] },
  { id: 'overrides', label: 'Overrides', render: async (query, context) => [await overridesSection(query, context.learners)] },
  { id: 'settings', label: 'Settings', render: (query, context) => settingsSections(query, context.learners) },
  { id: 'similarity', label: 'Similarity', render: (query) => similaritySections(query) },
  { id: 'suites', label: 'Suite versions', render: async (query) => [await suitesSection(query)] },
  // Courses run from an LMS (LTI): grades sent back, linked courses, registrations.
  { id: 'lms', label: 'LMS', render: (query) => lmsSections(query) },
];

/** The view the query names, or the default one for an unknown or missing name. */
export function viewNamed(id) {
  return VIEWS.find((view) => view.id === id) ?? VIEWS[0];
}
