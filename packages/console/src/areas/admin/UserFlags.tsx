/** The four account flags of a user row as icons, each named for assistive technology (spec 1 §2). */
import styled from 'styled-components';
import { USER_FLAGS, userFlagLabels } from '@equipdesk/api-client/contract';
import type { User, UserFlagKey } from '@equipdesk/api-client/contract';

const Flags = styled.span`
  display: inline-flex;
  gap: ${({ theme }) => theme.spacing.xs};
`;

const Flag = styled.span<{ $ok: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.sizes.icon};
  height: ${({ theme }) => theme.sizes.icon};
  border-radius: ${({ theme }) => theme.radii.sm};
  font-size: ${({ theme }) => theme.typography.size.xs};
  font-weight: ${({ theme }) => theme.typography.weight.bold};
  color: ${({ theme, $ok }) => ($ok ? theme.colors.tone.success.fg : theme.colors.tone.danger.fg)};
  background: ${({ theme, $ok }) => ($ok ? theme.colors.tone.success.bg : theme.colors.tone.danger.bg)};
`;

interface FlagDef {
  ok: boolean;
  okLabel: string;
  badLabel: string;
  okMark: string;
  badMark: string;
}

/** The words of the flags (the contract's, as the export writes them). */
export const flagLabels = userFlagLabels;

/** The mark each flag shows, set and not, in USER_FLAGS' order. */
const MARKS: Readonly<Record<UserFlagKey, readonly [string, string]>> = {
  enabled: ['E', 'D'],
  accountNonLocked: ['U', 'L'],
  accountNonExpired: ['A', 'A!'],
  credentialsNonExpired: ['C', 'C!'],
};

function flagDefs(user: Pick<User, UserFlagKey>): FlagDef[] {
  return USER_FLAGS.map((flag) => ({ ok: user[flag.key], okLabel: flag.okLabel, badLabel: flag.badLabel, okMark: MARKS[flag.key][0], badMark: MARKS[flag.key][1] }));
}

export function UserFlags({ user }: { user: Pick<User, 'enabled' | 'accountNonLocked' | 'accountNonExpired' | 'credentialsNonExpired'> }) {
  return (
    <Flags>
      {flagDefs(user).map((flag) => {
        const label = flag.ok ? flag.okLabel : flag.badLabel;
        return (
          <Flag key={flag.okLabel} role="img" aria-label={label} title={label} $ok={flag.ok}>
            {flag.ok ? flag.okMark : flag.badMark}
          </Flag>
        );
      })}
    </Flags>
  );
}
