/** A recording fake fetch answering the site-data calls from fixtures, for component tests. */
import type { RecordedCall } from './renderWithClient';
import { recordingFetch } from './renderWithClient';
import { json } from './renderApp';
import { ddlistAnswer } from './ddlistAnswer';
import {
  ACCOUNTS,
  ACCOUNT_USERS,
  ASSIGNABLE_USERS,
  BARCODE_SVG,
  CONTRACTS,
  FACILITIES,
  LOCATIONS,
  PAR_DEFINITION,
  SITE_LOCATIONS,
  SITE_REFERENCE_LISTS,
  TIMEZONES,
} from './facilityFixtures';

const list = (items: readonly unknown[]) => json({ success: true, count: items.length, items });

/** `override` answers first; undefined falls through to the fixtures. */
export function siteFetch(override: (call: RecordedCall) => Response | undefined = () => undefined) {
  return recordingFetch((call) => {
    const answer = override(call);
    if (answer) return answer;
    const { method, path, url } = call;
    const facilities = url.searchParams.getAll('facilities');
    if (method === 'GET') {
      if (path === '/api/facilities/ddlist') return list(SITE_REFERENCE_LISTS.facilities);
      if (path === '/api/accounts/ddlist') return list(SITE_REFERENCE_LISTS.accounts);
      if (path === '/api/models/ddlist') return list(SITE_REFERENCE_LISTS.models);
      if (path === '/api/locations/ddlist') return json(ddlistAnswer(SITE_LOCATIONS, url));
      if (path === '/api/locations/groups') return list(SITE_REFERENCE_LISTS.locationGroups);
      if (path === '/api/picklist-values/all') return json({ success: true, result: SITE_REFERENCE_LISTS.picklists });
      if (path.endsWith('/exists')) return json({ result: { valid: true } });
      if (path === '/api/accounts/timezones') return list(TIMEZONES);
      if (path === '/api/users/assignables') return list(ASSIGNABLE_USERS);
      if (path === '/api/facilities') return list(FACILITIES);
      if (path === '/api/accounts') return list(facilities.length ? ACCOUNTS.filter((a) => facilities.includes(a.facility)) : ACCOUNTS);
      if (path === '/api/contracts') return list(facilities.length ? CONTRACTS.filter((c) => facilities.includes(c.facility)) : CONTRACTS);
      if (path === '/api/locations') return list(LOCATIONS);
      const details = /^\/api\/(facilities|accounts)\/([^/]+)\/details$/.exec(path);
      if (details) {
        const rows: readonly { externalId: string }[] = details[1] === 'facilities' ? FACILITIES : ACCOUNTS;
        const found = rows.find((row) => row.externalId === details[2]);
        return found ? json({ success: true, result: { ...found, accounts: [], contracts: [] } }) : json({ success: false, message: 'Not found.' }, 404);
      }
      if (/^\/api\/accounts\/[^/]+\/users$/.test(path)) return list(ACCOUNT_USERS);
      if (/^\/api\/accounts\/[^/]+\/locations$/.test(path)) return list(LOCATIONS);
      if (/^\/api\/locations\/[^/]+\/par$/.test(path)) return json({ success: true, result: PAR_DEFINITION });
      if (/^\/api\/locations\/[^/]+\/barcode$/.test(path)) return new Response(BARCODE_SVG, { headers: { 'Content-Type': 'image/svg+xml' } });
      return undefined;
    }
    return json({ applyStatus: 'OK', success: true, message: 'Saved.', result: { ...(call.body as object), externalId: 'saved-1' } });
  });
}
