/**
 * Active sessions (device and browser, address, started, last seen) with "Sign out" for each: the signed-in user's own
 * on the profile, with "Sign out everywhere else", or a user's in their row of the users list for an administrator.
 */
import { useState } from 'react';
import styled from 'styled-components';
import { Button, useToast, SimpleTable, SimpleTableHead } from '@equipdesk/ui';
import { useApiClient, useSessions } from '@equipdesk/api-client/react';
import type { UserSession } from '@equipdesk/api-client/contract';
import { formatDateTime } from '../../listing';

// On the profile a panel like the profile form's above it; in an administrator's user row, a part of the row's form.
const Section = styled.section<{ $panel: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.spacing.sm};
  margin-top: ${({ theme, $panel }) => ($panel ? theme.spacing.lg : theme.spacing.xl)};
  overflow-x: auto;
  ${({ theme, $panel }) => ($panel ? `padding: ${theme.spacing.md}; background: ${theme.colors.surface}; border: ${theme.borders.width} solid ${theme.colors.border};` : '')}

  h2,
  h3,
  p {
    margin: 0;
  }

  h2 {
    font-size: ${({ theme }) => theme.typography.size.lg};
  }
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

/** The columns, which a phone shows as each session's labelled lines. */
const COLUMNS = ['Device', 'Address', 'Started', 'Last seen', 'Action'];

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
    <tr key={s.id} role="row">
      <td role="cell" data-label="Device" title={s.userAgent ?? undefined}>
        {s.device}
        {s.provider ? ` (single sign-on)` : ''}
      </td>
      <td role="cell" data-label="Address">
        {s.address ?? ''}
      </td>
      <td role="cell" data-label="Started">
        {formatDateTime(s.started)}
      </td>
      <td role="cell" data-label="Last seen">
        {formatDateTime(s.lastSeen)}
      </td>
      <td role="cell" data-label="Action">
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
    <Section aria-labelledby={titleId} $panel={headingLevel === 2}>
      <Heading id={titleId}>Active sessions</Heading>
      {isLoading ? (
        <p aria-live="polite">Loading…</p>
      ) : error || !data ? (
        <p role="alert">{error?.message ?? 'The sessions could not be loaded.'}</p>
      ) : data.length === 0 ? (
        <p>No active sessions.</p>
      ) : (
        <SimpleTable aria-labelledby={titleId} stackOnCompact>
          <SimpleTableHead columns={COLUMNS} />
          <tbody role="rowgroup">{data.map(row)}</tbody>
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
