// The API's generic answers, the ones no domain owns: the web's message catalogue translates each of them
// (apps/web/src/locales/*/messages.json), so the server and the browser say the same words.

export const API_MESSAGES = {
  internal: 'Something went wrong on our side. Please try again.',
  unavailable: 'The service is briefly unavailable. Please try again in a moment.',
  notFound: 'Not found',
  /** A malformed URL (%zz), a path parameter over the router's limit. */
  badAddress: 'The address of this request is not valid.',
  /** The Host the browser used is not one this server is configured for (DNS rebinding): 421. */
  misdirected: 'This server does not answer to that address. Open the portal at its own address and try again.',
  tooLarge: 'The request is too large.',
  notJson: 'The request body is not valid JSON.',
  sendJson: 'Send the request body as JSON.',
  /** JSON nested deeper than MAX_JSON_DEPTH: refused before anything walks it. */
  tooDeep: 'The request body is nested too deeply.',
  crossSite: 'This request came from another site and was refused. Open the portal at its own address and try again.',
  /** A NUL or a lone surrogate anywhere in a request, caught before any route (or Better Auth) sees it. */
  badCharacter: 'The request contains a character that is not allowed.',
  /** Text fields, per field (schema-primitives). */
  nul: 'Text must not contain the NUL character.',
  illFormed: 'Text must not contain a broken character (an unpaired surrogate).',
  /** A PATCH whose body names no field the route knows. */
  nothingToChange: 'Nothing to change',
} as const;

/** How deep a JSON body may nest (objects and arrays); no form of ours comes near it. */
export const MAX_JSON_DEPTH = 32;
