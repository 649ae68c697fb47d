// @ts-check
// Another team's Node script (a nightly sync, a report job): the EquipDesk client, the contract and the permissions
// against the real API, with no React and no SWR installed. EQUIPDESK_API is the API's base URL (…/api).
import assert from 'node:assert/strict';
import { createApiClient, isApiError } from '@equipdesk/api-client';
import { MESSAGES, PAGE_SIZES } from '@equipdesk/api-client/contract';
import { can } from '@equipdesk/permissions';

const baseUrl = process.env.EQUIPDESK_API;
assert.ok(baseUrl, 'EQUIPDESK_API names the API');

/** @type {string | undefined} */
let token;
const client = createApiClient({ baseUrl, getToken: () => token });

const session = await client.login({ username: 'supervisor', password: 'Demo@2026' });
assert.equal(session.success, true, 'the supervisor signs in');
token = session.token;
assert.equal(can(session.permissions ?? [], 'assets', 'VIEW').allowed, true, 'a supervisor may list assets');

const page = await client.list('assets', { pageIndex: 0, pageSize: PAGE_SIZES[0] });
assert.ok(page.count > 0 && page.items.length > 0, 'the assets list has rows');

// The server validates with the contract's own messages, and the client hands them over as ApiError.
const refused = await createApiClient({ baseUrl })
  .login({ username: '', password: '' })
  .then(() => null, (error) => error);
assert.ok(isApiError(refused), `an empty sign-in is refused as ApiError, not ${String(refused)}`);
assert.equal(refused.status, 400);
assert.ok(
  refused.errors.some((field) => field.message === MESSAGES.usernameRequired),
  `the refusal carries the contract's message: ${JSON.stringify(refused.errors)}`,
);

console.log(`node client: signed in, ${page.count} assets, ${page.items.length} on the first page, validation messages from the contract`);
