// Calls to the service's JSON API with a bearer token kept in sessionStorage: it survives a reload but
// leaves with the tab. The dashboard and the learner page each make one, with their own token and their
// own words for a refusal.

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
      response = await fetch(url, {
        ...init,
        headers: { ...init.headers, Authorization: `Bearer ${token.get() ?? ''}` },
        cache: 'no-store',
      });
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

  return { token, call };
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
