/**
 * One role's cell of the permission matrix: a grant/deny toggle (aria-pressed), or, for an
 * INACTIVE entry, a lock that must be opened first. The tooltip says who created and last
 * changed the entry, and when.
 */
import styled from 'styled-components';
import { CheckIcon, CloseIcon, LockIcon, Tooltip } from '@equipdesk/ui';
import type { Permission, PermissionRoleCell } from '@equipdesk/api-client/contract';
import { formatDateTime } from '../../listing';

const CellButton = styled.button<{ $granted: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: ${({ theme }) => theme.sizes.controlSm};
  height: ${({ theme }) => theme.sizes.controlSm};
  border: ${({ theme }) => theme.borders.width} solid
    ${({ theme, $granted }) => ($granted ? theme.colors.tone.success.accent : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme, $granted }) => ($granted ? theme.colors.tone.success.bg : theme.colors.surface)};
  color: ${({ theme, $granted }) => ($granted ? theme.colors.tone.success.fg : theme.colors.tone.danger.fg)};
  font-weight: ${({ theme }) => theme.typography.weight.bold};
  cursor: pointer;
  &:focus-visible {
    outline: ${({ theme }) => theme.borders.focusWidth} solid ${({ theme }) => theme.colors.tone.info.accent};
  }
`;

/** The kit's SVG glyphs (drawn without any emoji or symbol font), at the icon size. */
const Glyph = styled.span`
  display: inline-flex;
  svg {
    width: ${({ theme }) => theme.sizes.iconSm};
    height: ${({ theme }) => theme.sizes.iconSm};
  }
`;

const LockButton = styled(CellButton)`
  background: ${({ theme }) => theme.colors.tone.warning.bg};
  color: ${({ theme }) => theme.colors.tone.warning.fg};
  border-color: ${({ theme }) => theme.colors.tone.warning.accent};
`;

/** The accessible name of a cell's toggle: `Grant VIEW users to ROLE_ADMIN`. */
export function cellToggleName(permission: Pick<Permission, 'type' | 'value'>, cell: Pick<PermissionRoleCell, 'roleIdentifier'>): string {
  return `Grant ${permission.type} ${permission.value} to ${cell.roleIdentifier}`;
}

/** The accessible name of a locked cell's button: `Unlock VIEW users for ROLE_ADMIN`. */
export function cellUnlockName(permission: Pick<Permission, 'type' | 'value'>, cell: Pick<PermissionRoleCell, 'roleIdentifier'>): string {
  return `Unlock ${permission.type} ${permission.value} for ${cell.roleIdentifier}`;
}

/** Rendered only while the tooltip is open: a matrix of thousands of cells formats no dates until asked. */
function Audit({ cell }: { cell: PermissionRoleCell }) {
  return (
    <span>
      Created by {cell.createdBy ?? 'unknown'} {formatDateTime(cell.createdTimestamp)}
      <br />
      Modified by {cell.lastModifiedBy ?? 'unknown'} {formatDateTime(cell.lastModifiedTimestamp)}
    </span>
  );
}

export interface PermissionCellProps {
  permission: Permission;
  cell: PermissionRoleCell;
  busy: boolean;
  onToggle(permission: Permission, cell: PermissionRoleCell): void;
  onUnlock(permission: Permission, cell: PermissionRoleCell): void;
}

export function PermissionCell({ permission, cell, busy, onToggle, onUnlock }: PermissionCellProps) {
  if (cell.status === 'INACTIVE') {
    return (
      <Tooltip content={<Audit cell={cell} />}>
        <LockButton
          type="button"
          $granted={cell.granted}
          aria-label={cellUnlockName(permission, cell)}
          aria-busy={busy || undefined}
          onClick={() => onUnlock(permission, cell)}
        >
          <Glyph role="img" aria-label="Locked">
            <LockIcon />
          </Glyph>
        </LockButton>
      </Tooltip>
    );
  }
  return (
    <Tooltip content={<Audit cell={cell} />}>
      <CellButton
        type="button"
        $granted={cell.granted}
        aria-label={cellToggleName(permission, cell)}
        aria-pressed={cell.granted}
        aria-busy={busy || undefined}
        onClick={() => onToggle(permission, cell)}
      >
        <Glyph aria-hidden="true">{cell.granted ? <CheckIcon /> : <CloseIcon />}</Glyph>
      </CellButton>
    </Tooltip>
  );
}
