// @ts-check
// Fixed API keys of the local backend, JWT-shaped like a hosted project's (payload { iss, role,
// iat, exp }) so code that inspects a key sees the usual shape. The backend only looks them up:
// they unlock nothing but a local database and are safe to commit.

/** The public key the widgets use; its role is `anon`. */
export const LOCAL_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9' +
  '.eyJpc3MiOiJyb3N0ZXJraXQtbG9jYWwiLCJyb2xlIjoiYW5vbiIsImlhdCI6MTc5NTMwNTYwMCwiZXhwIjoyMTEwNjY1NjAwfQ' +
  '.Jeb2vQZXkE66Wxd_z3pz59u11WOa70AvAyubQ6SX1Nc';

/** The server-side key (export, tests); its role is `service_role`, which bypasses RLS. */
export const LOCAL_SERVICE_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9' +
  '.eyJpc3MiOiJyb3N0ZXJraXQtbG9jYWwiLCJyb2xlIjoic2VydmljZV9yb2xlIiwiaWF0IjoxNzk1MzA1NjAwLCJleHAiOjIxMTA2NjU2MDB9' +
  '.NhHa7NLNiydPfILLmYyCSe5pfTT6gBpckAoA6fBb2sU';

/** @typedef {'anon' | 'service_role'} KeyRole */

/** Database role of each key the gateway accepts. @type {ReadonlyMap<string, KeyRole>} */
export const ROLE_BY_KEY = new Map([
  [LOCAL_ANON_KEY, 'anon'],
  [LOCAL_SERVICE_KEY, 'service_role'],
]);
