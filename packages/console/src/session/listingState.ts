/** The listing search and page shared by list screens; public routes reset them (spec 3 §2.1). */
import { proxy } from 'valtio';

export interface ListingState {
  search: string;
  page: number;
}

export const listingState = proxy<ListingState>({ search: '', page: 1 });

export function resetListingState(): void {
  listingState.search = '';
  listingState.page = 1;
}
