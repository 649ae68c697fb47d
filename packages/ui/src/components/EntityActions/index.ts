export { EntityActions } from './EntityActions';
export type {
  ConfirmedActionName,
  EntityActionConfirmation,
  EntityActionName,
  EntityActionResult,
  EntityActionsProps,
} from './EntityActions';
