// Calls to the service's JSON API with a bearer token kept in sessionStorage: it survives a reload but
// leaves with the tab. The dashboard and the learner page each make one, with their own token and their
// own words for a refusal. Without a token, a call rides on the session an LTI launch made (its cookie),
// and a call that changes something then sends the XSRF-TOKEN cookie back as X-XSRF-TOKEN.

/**
 * A refused or failed call; {@code refusedToken} says the token must be given again, and {@code problem}
 * is the RFC 9457 body when there was one (a form reads its {@code field} to mark the input it names).
 */
export class ApiError extends Error {
  constructor(status, message, problem = null) {
    super(message);
    this.status = status;
    this.refusedToken = status === 401 || status === 403;
    this.problem = problem;
  }
}

/**
 * @param tokenKey the sessionStorage key of the token
 * @param service what the page calls the service in its messages
 * @param afterUnknownToken what a 401's message tells the reader to do
 * @param forbidden a 403's message, from the problem's detail (or null)
 */
export function bearerApi({ tokenKey, service, afterUnknownToken, forbidden }) {
  const token = {
    get: () => sessionStorage.getItem(tokenKey),
    set: (value) => sessionStorage.setItem(tokenKey, value),
    clear: () => sessionStorage.removeItem(tokenKey),
  };

  /** Fetches path with the token; empty parameters are left out of the query. Throws ApiError unless 2xx. */
  async function call(path, params, init) {
    const url = new URL(path, window.location.origin);
    for (const [name, value] of Object.entries(params)) {
      if (value !== undefined && value !== null && value !== '') url.searchParams.set(name, value);
    }
    let response;
    try {
      response = await fetch(url, { ...init, headers: { ...init.headers, ...credentials(init.method) }, cache: 'no-store' });
    } catch (failure) {
      throw new ApiError(0, `The ${service} could not be reached (${failure.message}).`);
    }
    if (!response.ok) {
      const problem = await problemOf(response);
      throw new ApiError(response.status, explain(response, problem), problem);
    }
    return response;
  }

  function explain(response, problem) {
    const detail = typeof problem?.detail === 'string' ? problem.detail : null;
    if (response.status === 401) {
      return `The ${service} refused this token (401): ${detail ?? 'it is unknown or revoked'}. ${afterUnknownToken}`;
    }
    if (response.status === 403) return forbidden(detail);
    return `The ${service} answered ${response.status}${detail ? `: ${detail}` : ''}.`;
  }

  /** Who is signed in, by the token or by a launch's session; null when nobody is. */
  async function whoAmI() {
    try {
      const response = await fetch('/api/me/session', { headers: { Accept: 'application/json', ...credentials('GET') }, cache: 'no-store' });
      const me = response.ok ? await response.json() : null;
      return me?.signedIn ? me : null;
    } catch {
      return null;
    }
  }

  /** Forgets the token and ends the launch's session, if there was one. */
  async function signOut() {
    token.clear();
    try {
      await fetch('/api/me/session/logout', { method: 'POST', headers: credentials('POST'), cache: 'no-store' });
    } catch {
      // nothing to end
    }
  }

  function credentials(method) {
    const bearer = token.get();
    if (bearer) return { Authorization: `Bearer ${bearer}` };
    if (!method || method === 'GET' || method === 'HEAD') return {};
    const xsrf = document.cookie.split('; ').find((c) => c.startsWith('XSRF-TOKEN='));
    return xsrf ? { 'X-XSRF-TOKEN': decodeURIComponent(xsrf.slice('XSRF-TOKEN='.length)) } : {};
  }

  return { token, call, whoAmI, signOut };
}

/** How a page names who is signed in: "Signed in as Ada Lovelace (lti-…), section CS101 (through the LMS)". */
export function signedInAs(me) {
  if (!me) return '';
  const name = me.name ? `${me.name} (${me.subject})` : me.subject;
  const section = me.section ? `, section ${me.section}` : '';
  return `Signed in as ${name}${section}${me.signedInBy === 'session' ? ' through the LMS' : ''}`;
}

// Errors are RFC 9457 problem details; their detail says what to change.
async function problemOf(response) {
  try {
    const problem = await response.json();
    return problem && typeof problem === 'object' ? problem : null;
  } catch {
    return null;
  }
}
