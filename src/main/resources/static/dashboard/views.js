// The dashboard's views, in the order the navigation shows them. Each view renders from the URL query
// (its own parameters beside ?view and ?assignment) and the shared context ({ assignments, learners }),
// and resolves to the sections it shows. The first view is the default.
import { failuresSection } from './failures.js';
import { histogramSection } from './histogram.js';
import { learnersView } from './learners.js';
import { submissionsSection } from './submissions.js';

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
  {
    id: 'learners',
    label: 'Learners',
    render: learnersView,
  },
];

/** The view the query names, or the default one for an unknown or missing name. */
export function viewNamed(id) {
  return VIEWS.find((view) => view.id === id) ?? VIEWS[0];
}
