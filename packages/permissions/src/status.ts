/** Which entity actions an item's status allows (spec 1 §4). Grants are checked separately. */
import type { EntityStatus } from './types';

export interface StatusActions {
  edit: boolean;
  activate: boolean;
  deactivate: boolean;
  delete: boolean;
}

export function canEditStatus(status: EntityStatus): boolean {
  return status !== 'REMOVED';
}

export function canActivateStatus(status: EntityStatus): boolean {
  return status !== 'ACTIVE';
}

export function canDeactivateStatus(status: EntityStatus): boolean {
  return status !== 'INACTIVE' && status !== 'REMOVED';
}

export function canDeleteStatus(status: EntityStatus): boolean {
  return status !== 'REMOVED';
}

export function statusActions(status: EntityStatus): StatusActions {
  return {
    edit: canEditStatus(status),
    activate: canActivateStatus(status),
    deactivate: canDeactivateStatus(status),
    delete: canDeleteStatus(status),
  };
}
