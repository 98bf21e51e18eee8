// The learner API, with the learner's own token.
import { bearerApi } from '/dashboard/bearer-api.js';

export { ApiError, signedInAs } from '/dashboard/bearer-api.js';

const api = bearerApi({
  tokenKey: 'admission-grader.learner-token',
  service: 'grader',
  afterUnknownToken: 'Paste your token again.',
  forbidden: (detail) => `This token may not do that (403)${detail ? `: ${detail}` : ''}.`,
});

export const token = api.token;
export const whoAmI = api.whoAmI;
export const signOut = api.signOut;

export async function getJson(path, params = {}) {
  return (await api.call(path, params, { headers: { Accept: 'application/json' } })).json();
}

export async function getText(path) {
  return (await api.call(path, {}, { headers: { Accept: 'text/plain' } })).text();
}

export async function postJson(path, body) {
  return (await api.call(path, {}, {
    method: 'POST',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })).json();
}
