/** Paging parameters of every listing (pageIndex from 0, DESIGN.md "The contract"). */
import { z } from 'zod';
import { PAGE_SIZES } from '@equipdesk/api-client/contract';

const MAX_PAGE_SIZE = Math.max(...PAGE_SIZES);

export const pagingSchema = z.object({
  pageIndex: z.coerce.number().int().min(0).default(0),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).optional(),
  sortDirection: z.enum(['asc', 'desc']).optional(),
  sortBy: z.string().max(100).optional(),
  search: z.string().max(200).optional(),
});

export type Paging = z.infer<typeof pagingSchema>;

/** Offset and limit for a page, with the listing's default page size. */
export function pageWindow(paging: Paging, defaultSize: number): { offset: number; limit: number } {
  const limit = paging.pageSize ?? defaultSize;
  return { offset: paging.pageIndex * limit, limit };
}

/** A case-insensitive "contains" pattern for ILIKE, with the user's % and _ taken literally. */
export function containsPattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
