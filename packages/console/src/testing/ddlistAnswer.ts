/**
 * A ddlist answered from fixtures as the server answers it (server/src/resources/ddlist.ts): `search` on the label
 * fields in any case, `externalIds`, `accounts`, `facilities`, and a page (`pageIndex`, `pageSize`, 500 at most).
 */
const LABEL_FIELDS = ['name', 'accountNo', 'username', 'email', 'modelCode', 'modelDescription', 'itemCode'] as const;

export function ddlistAnswer<T extends { externalId: string }>(items: readonly T[], url: URL): { success: true; count: number; items: T[] } {
  const params = url.searchParams;
  const search = (params.get('search') ?? '').trim().toLowerCase();
  const ids = params.getAll('externalIds');
  const accounts = params.getAll('accounts');
  const facilities = params.getAll('facilities');
  const field = (item: T, name: string) => (item as Record<string, unknown>)[name];
  const matching = items.filter(
    (item) =>
      (!search || LABEL_FIELDS.some((name) => String(field(item, name) ?? '').toLowerCase().includes(search))) &&
      (ids.length === 0 || ids.includes(item.externalId)) &&
      (accounts.length === 0 || accounts.includes(String(field(item, 'account')))) &&
      (facilities.length === 0 || facilities.includes(String(field(item, 'facility')))),
  );
  const pageSize = Number(params.get('pageSize') ?? 500);
  const pageIndex = Number(params.get('pageIndex') ?? 0);
  return { success: true, count: matching.length, items: matching.slice(pageIndex * pageSize, (pageIndex + 1) * pageSize) };
}
