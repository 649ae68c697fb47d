export { EntityActions } from './EntityActions';
export type {
  ConfirmedActionName,
  EntityActionConfirmation,
  EntityActionName,
  EntityActionResult,
  EntityActionsProps,
  EntityCustomAction,
  EntityCustomActionIcon,
} from './EntityActions';
