/**
 * Active sessions (device and browser, address, started, last seen) with "Sign out" for each: the signed-in user's own
 * on the profile, with "Sign out everywhere else", or a user's in their row of the users list for an administrator.
 */
import { useState } from 'react';
import styled from 'styled-components';
import { Button, useToast, SimpleTable } from '@equipdesk/ui';
import { useApiClient, useSessions } from '@equipdesk/api-client/react';
import type { UserSession } from '@equipdesk/api-client/contract';
import { formatDateTime } from '../../listing';

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.spacing.sm};
  margin-top: ${({ theme }) => theme.spacing.xl};
  overflow-x: auto;
`;

export interface SessionsListProps {
  /** The user whose sessions an administrator sees; absent: the signed-in user's own. */
  userId?: string;
  /** The heading's level: 2 on the profile, 3 inside a user's row. @default 2 */
  headingLevel?: 2 | 3;
}

function messageOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'The request failed. Please try again.';
}

export function SessionsList({ userId, headingLevel = 2 }: SessionsListProps) {
  const client = useApiClient();
  const toast = useToast();
  const { data, error, isLoading, mutate } = useSessions(userId);
  const [busy, setBusy] = useState<number | 'others' | null>(null);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const titleId = `sessions-title-${userId ?? 'own'}`;

  const run = async (which: number | 'others', call: () => Promise<{ message: string }>) => {
    setBusy(which);
    try {
      const answer = await call();
      toast.show({ type: 'success', message: answer.message });
    } catch (err) {
      toast.show({ type: 'danger', message: messageOf(err) });
    } finally {
      setBusy(null);
      await mutate();
    }
  };

  const current = data?.find((s) => s.current);
  const others = (data ?? []).filter((s) => !s.current);
  const row = (s: UserSession) => (
    <tr key={s.id}>
      <td title={s.userAgent ?? undefined}>
        {s.device}
        {s.provider ? ` (single sign-on)` : ''}
      </td>
      <td>{s.address ?? ''}</td>
      <td>{formatDateTime(s.started)}</td>
      <td>{formatDateTime(s.lastSeen)}</td>
      <td>
        {s.current ? (
          'This session'
        ) : (
          <Button type="button" size="sm" variant="secondary" busy={busy === s.id} aria-label={`Sign out ${s.device} from ${s.address ?? 'unknown address'}`} onClick={() => void run(s.id, () => client.endSession(s.id, userId))}>
            Sign out
          </Button>
        )}
      </td>
    </tr>
  );

  return (
    <Section aria-labelledby={titleId}>
      <Heading id={titleId}>Active sessions</Heading>
      {isLoading ? (
        <p aria-live="polite">Loading…</p>
      ) : error || !data ? (
        <p role="alert">{error?.message ?? 'The sessions could not be loaded.'}</p>
      ) : data.length === 0 ? (
        <p>No active sessions.</p>
      ) : (
        <SimpleTable aria-labelledby={titleId}>
          <thead>
            <tr>
              <th scope="col">Device</th>
              <th scope="col">Address</th>
              <th scope="col">Started</th>
              <th scope="col">Last seen</th>
              <th scope="col">Action</th>
            </tr>
          </thead>
          <tbody>{data.map(row)}</tbody>
        </SimpleTable>
      )}
      {!userId && current && others.length > 0 && (
        <div>
          <Button type="button" variant="secondary" busy={busy === 'others'} onClick={() => void run('others', () => client.endOtherSessions({ keep: current.id }))}>
            Sign out everywhere else
          </Button>
        </div>
      )}
    </Section>
  );
}
