/** The four account flags of a user row as icons, each named for assistive technology (spec 1 §2). */
import styled from 'styled-components';
import type { User } from '@equipdesk/api-client/contract';

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

export function flagLabels(user: Pick<User, 'enabled' | 'accountNonLocked' | 'accountNonExpired' | 'credentialsNonExpired'>): string[] {
  return flagDefs(user).map((flag) => (flag.ok ? flag.okLabel : flag.badLabel));
}

function flagDefs(user: Pick<User, 'enabled' | 'accountNonLocked' | 'accountNonExpired' | 'credentialsNonExpired'>): FlagDef[] {
  return [
    { ok: user.enabled, okLabel: 'Enabled', badLabel: 'Disabled', okMark: 'E', badMark: 'D' },
    { ok: user.accountNonLocked, okLabel: 'Unlocked', badLabel: 'Locked', okMark: 'U', badMark: 'L' },
    { ok: user.accountNonExpired, okLabel: 'Account not expired', badLabel: 'Account expired', okMark: 'A', badMark: 'A!' },
    { ok: user.credentialsNonExpired, okLabel: 'Credentials not expired', badLabel: 'Credentials expired', okMark: 'C', badMark: 'C!' },
  ];
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
