// The row actions of spec 1 §4 as icon buttons: each has an accessible name that says what it
// acts on ("Deactivate user Jane Doe") and a tooltip with the same word. The caller decides
// which are shown (status rules AND grants); the state-changing ones ask first, then report
// their own result as a toast.
import { useState } from 'react';
import type { ComponentType, ReactNode, SVGProps } from 'react';
import { ActivateIcon, DeactivateIcon, DownloadIcon, HistoryIcon, InfoIcon, KeyIcon, ListIcon, PenIcon, PlusIcon, PrinterIcon, TrashIcon } from '../../internal/icons';
import type { Tone } from '../../theme/tokens';
import { ConfirmDialog } from '../ConfirmDialog';
import { useToast } from '../Toast';
import { Tooltip } from '../Tooltip';
import { Group, IconButton } from './EntityActions.styles';
import { assertUiProvider } from '../../internal/assertUiProvider';

export type EntityActionName = 'edit' | 'activate' | 'deactivate' | 'remove' | 'reset' | 'history' | 'info';

/** A state-changing action answers like the API's entity actions: `{ success, message }`. */
export interface EntityActionResult {
  success: boolean;
  message: string;
}

export type ConfirmedActionName = 'activate' | 'deactivate' | 'remove';

export interface EntityActionConfirmation {
  title?: ReactNode;
  message?: ReactNode;
  confirmLabel?: string;
}

/** The glyphs a screen's own row action can carry (`download`: a file the row has, e.g. an upload's results). */
export type EntityCustomActionIcon = 'plus' | 'list' | 'print' | 'download';

/** A row action of the screen's own (add sub-location, par definition, print label), drawn like the rest. */
export interface EntityCustomAction {
  /** Stable key. */
  id: string;
  /** Words before the entity label in the button's name: `Add sub-location to` → "Add sub-location to location Ward A". */
  label: string;
  /** Tooltip text. @default label */
  tooltip?: string;
  icon: EntityCustomActionIcon;
  onClick: () => void;
}

export interface EntityActionsProps {
  /** What the actions act on, in words ("user Jane Doe"): used in names and confirmations. */
  entityLabel: string;
  /** Which icons are shown; the console computes this from status rules and grants. */
  show: Partial<Record<EntityActionName, boolean>>;
  /** Edit pen (expand the inline form). */
  onEdit?: () => void;
  /** Reset-password key. */
  onReset?: () => void;
  /** Changes history. */
  onHistory?: () => void;
  /** Content of the info icon's tooltip. */
  info?: ReactNode;
  /** Activates the entity after confirmation. */
  onActivate?: () => Promise<EntityActionResult>;
  /** Deactivates the entity after confirmation. */
  onDeactivate?: () => Promise<EntityActionResult>;
  /** Removes (deletes) the entity after confirmation. */
  onRemove?: () => Promise<EntityActionResult>;
  /** How long a success toast stays. @default 1500 */
  successDurationMs?: number;
  /** How long a failure toast stays. @default 5000 */
  failureDurationMs?: number;
  /** Words of each action (button name prefix and tooltip). */
  labels?: Partial<Record<EntityActionName, string>>;
  /** The screen's own actions, shown before the standard ones. @default [] */
  custom?: EntityCustomAction[];
  /** Reports a failed state change instead of the failure toast (a screen's inline alert). */
  onFailure?: (message: string) => void;
  /** Overrides of the confirmation dialogs. */
  confirmations?: Partial<Record<ConfirmedActionName, EntityActionConfirmation>>;
  /** Class name of the group. */
  className?: string;
}

const DEFAULT_LABELS: Record<EntityActionName, string> = {
  edit: 'Edit',
  activate: 'Activate',
  deactivate: 'Deactivate',
  remove: 'Delete',
  reset: 'Reset password of',
  history: 'History of',
  info: 'Information about',
};

const TOOLTIPS: Record<Exclude<EntityActionName, 'info'>, string> = {
  edit: 'Edit',
  activate: 'Activate',
  deactivate: 'Deactivate',
  remove: 'Delete',
  reset: 'Reset password',
  history: 'History',
};

const ICONS: Record<EntityActionName, ComponentType<SVGProps<SVGSVGElement>>> = {
  edit: PenIcon,
  activate: ActivateIcon,
  deactivate: DeactivateIcon,
  remove: TrashIcon,
  reset: KeyIcon,
  history: HistoryIcon,
  info: InfoIcon,
};

const CUSTOM_ICONS: Record<EntityCustomActionIcon, ComponentType<SVGProps<SVGSVGElement>>> = {
  plus: PlusIcon,
  list: ListIcon,
  print: PrinterIcon,
  download: DownloadIcon,
};

const TONES: Partial<Record<EntityActionName, Tone>> = { activate: 'success', deactivate: 'warning', remove: 'danger' };

const ORDER: EntityActionName[] = ['reset', 'edit', 'activate', 'deactivate', 'remove', 'history', 'info'];

function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return 'The action could not be completed.';
}

export function EntityActions({
  entityLabel,
  show,
  onEdit,
  onReset,
  onHistory,
  info,
  onActivate,
  onDeactivate,
  onRemove,
  successDurationMs = 1500,
  failureDurationMs = 5000,
  labels,
  custom = [],
  onFailure,
  confirmations,
  className,
}: EntityActionsProps) {
  if (process.env.NODE_ENV !== 'production') assertUiProvider('EntityActions');
  const toast = useToast();
  const [pending, setPending] = useState<ConfirmedActionName | null>(null);
  const [busy, setBusy] = useState(false);
  const words = { ...DEFAULT_LABELS, ...labels };

  const handlers: Record<ConfirmedActionName, (() => Promise<EntityActionResult>) | undefined> = {
    activate: onActivate,
    deactivate: onDeactivate,
    remove: onRemove,
  };

  const confirm = async () => {
    const action = pending;
    const run = action ? handlers[action] : undefined;
    if (!action || !run) return;
    setBusy(true);
    try {
      const result = await run();
      if (!result.success && onFailure) onFailure(result.message);
      else
        toast.show({
          type: result.success ? 'success' : 'danger',
          message: result.message,
          durationMs: result.success ? successDurationMs : failureDurationMs,
        });
    } catch (error) {
      if (onFailure) onFailure(errorMessage(error));
      else toast.show({ type: 'danger', message: errorMessage(error), durationMs: failureDurationMs });
    } finally {
      setBusy(false);
      setPending(null);
    }
  };

  const onClick: Partial<Record<EntityActionName, () => void>> = {
    edit: onEdit,
    reset: onReset,
    history: onHistory,
    activate: onActivate ? () => setPending('activate') : undefined,
    deactivate: onDeactivate ? () => setPending('deactivate') : undefined,
    remove: onRemove ? () => setPending('remove') : undefined,
  };

  const dialog = pending ? confirmations?.[pending] : undefined;
  const verb = pending ? words[pending] : '';

  return (
    <Group role="group" aria-label={`Actions for ${entityLabel}`} className={className}>
      {custom.map((action) => {
        const Icon = CUSTOM_ICONS[action.icon];
        return (
          <Tooltip key={`custom:${action.id}`} content={action.tooltip ?? action.label}>
            <IconButton type="button" aria-label={`${action.label} ${entityLabel}`} onClick={action.onClick}>
              <Icon data-icon={action.icon} />
            </IconButton>
          </Tooltip>
        );
      })}
      {ORDER.filter((name) => show[name]).map((name) => {
        const Icon = ICONS[name];
        const tooltip = name === 'info' ? info : TOOLTIPS[name];
        if (name === 'info' && (info === undefined || info === null)) return null;
        return (
          <Tooltip key={name} content={tooltip}>
            <IconButton
              type="button"
              aria-label={`${words[name]} ${entityLabel}`}
              $tone={TONES[name]}
              disabled={busy && pending === name}
              onClick={onClick[name]}
            >
              <Icon />
            </IconButton>
          </Tooltip>
        );
      })}
      <ConfirmDialog
        open={pending !== null}
        busy={busy}
        tone={pending === 'remove' ? 'danger' : 'primary'}
        title={dialog?.title ?? `${verb} ${entityLabel}`}
        message={dialog?.message ?? `Are you sure you want to ${verb.toLowerCase()} ${entityLabel}?`}
        confirmLabel={dialog?.confirmLabel ?? verb}
        onConfirm={() => void confirm()}
        onCancel={() => setPending(null)}
      />
    </Group>
  );
}
