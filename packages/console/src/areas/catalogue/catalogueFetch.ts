/** A recording fake fetch answering the catalogue calls from the fixtures, for the catalogue's component tests. */
import { json } from '../../testing/renderApp';
import { recordingFetch } from '../../testing/renderWithClient';
import type { RecordedCall } from '../../testing/renderWithClient';
import { CATALOGUE_REFERENCE_LISTS, MODELS, PICKLIST_VALUES, PRODUCTS, SYNC_CONFIGS, TAKEN } from '../../testing/catalogueFixtures';

const list = (items: readonly unknown[]) => json({ success: true, count: items.length, items });

/** A recording fake fetch answering the catalogue calls from the fixtures; `override` answers first. */
export function catalogueFetch(override: (call: RecordedCall) => Response | undefined = () => undefined) {
  return recordingFetch((call) => {
    const answer = override(call);
    if (answer) return answer;
    const { method, path, url } = call;
    if (method === 'GET') {
      if (path === '/api/models/ddlist') return list(CATALOGUE_REFERENCE_LISTS.models);
      if (path === '/api/products/ddlist') return list(CATALOGUE_REFERENCE_LISTS.products);
      if (path === '/api/picklist-values/all') return json({ success: true, result: CATALOGUE_REFERENCE_LISTS.picklists });
      if (path === '/api/models/exists') return json({ result: { valid: url.searchParams.get('modelCode') !== TAKEN.modelCode } });
      if (path === '/api/products/exists') return json({ result: { valid: url.searchParams.get('itemCode') !== TAKEN.itemCode } });
      if (path === '/api/picklist-values/exists') {
        const taken = url.searchParams.get('name') === TAKEN.picklist.name && url.searchParams.get('value') === TAKEN.picklist.value;
        return json({ result: { valid: !taken } });
      }
      if (path === '/api/models') return list(MODELS);
      if (path === '/api/products') return list(PRODUCTS);
      if (path === '/api/picklist-values') return list(PICKLIST_VALUES);
      if (path === '/api/sync/config') return list(SYNC_CONFIGS);
      return undefined;
    }
    if (method === 'PUT' || method === 'POST') return json({ applyStatus: 'OK', success: true, message: 'Saved successfully.', result: call.body });
    return undefined;
  });
}
