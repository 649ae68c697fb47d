import { auditValue } from './changes';

/** The filters of an export as the trail keeps them: the query's parameters, paging and the file's zone left out. */
const NOT_FILTERS = new Set(['pageIndex', 'pageSize', 'timeZone']);

export function exportFilters(query: unknown): Record<string, unknown> {
  if (!query || typeof query !== 'object') return {};
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(query as Record<string, unknown>)) {
    if (NOT_FILTERS.has(key) || value === undefined || value === '') continue;
    out[key] = auditValue(value);
  }
  return out;
}
