/**
 * An alert's record as a link to where it is kept (an order in the orders list, an asset in the assets list, a
 * location's own page), for a user who may open that page; plain text for one who may not, so that no link ends on
 * "You do not have privilege".
 */
import type { ReactNode } from 'react';
import { generatePath, Link } from 'react-router-dom';
import styled from 'styled-components';
import { mayOpen, routeNamed } from '../../../routes';
import { usePermissionEntries } from '../../../session/hooks';

const StyledLink = styled(Link)`
  color: ${({ theme }) => theme.colors.link};
  font-weight: ${({ theme }) => theme.typography.weight.medium};
`;

/** A list of the route `name` searched for `search` (the list's own `search` parameter, as its search box writes it). */
export function listSearchHref(name: string, search: string): string {
  return `${routeNamed(name).path}?${new URLSearchParams({ search }).toString()}`;
}

/** The page of the route `name` with its parameters filled in (`/locations/{externalId}`). */
export function pageHref(name: string, params: Record<string, string>): string {
  return generatePath(routeNamed(name).path, params);
}

export interface RecordLinkProps {
  /** The route the link opens: shown as a link only to a user who may open it. */
  route: string;
  /** Where it leads; null when the record is unknown (plain text then). */
  to: string | null;
  children: ReactNode;
}

export function RecordLink({ route, to, children }: RecordLinkProps) {
  const entries = usePermissionEntries();
  if (!to || !mayOpen(routeNamed(route), entries)) return <>{children}</>;
  return <StyledLink to={to}>{children}</StyledLink>;
}
