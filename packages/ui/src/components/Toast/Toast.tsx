// Toasts for the whole app: broadcasts at sign-in, save results, validation errors. Each toast
// is coloured by type and also says its type (icon and text), hides itself after its duration,
// and can show how long it has left. The provider owns the stack; `useToast` adds to it.
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { CloseIcon, DangerIcon, InfoIcon, SuccessIcon, WarningIcon } from '../../internal/icons';
import { VisuallyHidden } from '../../internal/VisuallyHidden';
import { formatCountdown } from './formatCountdown';
import { Card, Content, Countdown, Dismiss, IconSlot, Message, Title, Viewport } from './Toast.styles';
import { assertUiProvider } from '../../internal/assertUiProvider';

export type ToastType = 'info' | 'success' | 'warning' | 'danger';

export interface ToastOptions {
  /** Reuse an id to replace a toast that is already shown (one toast per broadcast). */
  id?: string;
  /** Bold first line. */
  title?: string;
  /** The text of the toast. */
  message: ReactNode;
  /** Colour, icon and type label. @default 'info' */
  type?: ToastType;
  /** Time before the toast hides itself; `null` keeps it until dismissed. @default 5000 */
  durationMs?: number | null;
  /** Show the remaining time (m:ss) ticking each second. @default false */
  countdown?: boolean;
}

export interface ToastApi {
  /** Shows a toast and returns its id. */
  show: (toast: ToastOptions) => string;
  /** Hides the toast with this id, if it is still shown. */
  dismiss: (id: string) => void;
}

export interface ToastProviderProps {
  children?: ReactNode;
  /** Most toasts shown at once; the oldest go first. @default 5 */
  max?: number;
  /** Accessible name of each toast's close button. @default 'Dismiss notification' */
  dismissLabel?: string;
  /** Words that name each type for people who cannot tell the colours apart. */
  typeLabels?: Partial<Record<ToastType, string>>;
}

interface ToastRecord {
  id: string;
  title: string | undefined;
  message: ReactNode;
  type: ToastType;
  durationMs: number | null;
  countdown: boolean;
  expiresAt: number | null;
}

const DEFAULT_DURATION_MS = 5000;

const DEFAULT_TYPE_LABELS: Record<ToastType, string> = {
  info: 'Information',
  success: 'Success',
  warning: 'Warning',
  danger: 'Error',
};

const ICONS = { info: InfoIcon, success: SuccessIcon, warning: WarningIcon, danger: DangerIcon };

const ToastContext = createContext<ToastApi | null>(null);

let nextToastId = 0;

export function ToastProvider({
  children,
  max = 5,
  dismissLabel = 'Dismiss notification',
  typeLabels,
}: ToastProviderProps) {
  if (process.env.NODE_ENV !== 'production') assertUiProvider('ToastProvider');
  const [toasts, setToasts] = useState<ToastRecord[]>([]);

  const dismiss = useCallback((id: string) => {
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);

  const show = useCallback(
    (options: ToastOptions) => {
      nextToastId += 1;
      const id = options.id ?? `toast-${nextToastId}`;
      const durationMs = options.durationMs === undefined ? DEFAULT_DURATION_MS : options.durationMs;
      const record: ToastRecord = {
        id,
        title: options.title,
        message: options.message,
        type: options.type ?? 'info',
        durationMs,
        countdown: options.countdown ?? false,
        expiresAt: durationMs === null ? null : Date.now() + durationMs,
      };
      setToasts((current) => [record, ...current.filter((toast) => toast.id !== id)].slice(0, Math.max(1, max)));
      return id;
    },
    [max],
  );

  const api = useMemo<ToastApi>(() => ({ show, dismiss }), [show, dismiss]);
  const labels = { ...DEFAULT_TYPE_LABELS, ...typeLabels };

  return (
    <ToastContext.Provider value={api}>
      {children}
      {typeof document !== 'undefined' &&
        createPortal(
          <Viewport data-testid="toast-viewport">
            {toasts.map((toast) => (
              <ToastCard
                key={`${toast.id}:${String(toast.expiresAt)}`}
                toast={toast}
                typeLabel={labels[toast.type]}
                dismissLabel={dismissLabel}
                onDismiss={dismiss}
              />
            ))}
          </Viewport>,
          document.body,
        )}
    </ToastContext.Provider>
  );
}

interface ToastCardProps {
  toast: ToastRecord;
  typeLabel: string;
  dismissLabel: string;
  onDismiss: (id: string) => void;
}

function ToastCard({ toast, typeLabel, dismissLabel, onDismiss }: ToastCardProps) {
  const { id, expiresAt, countdown, type } = toast;
  const [remainingMs, setRemainingMs] = useState(() => (expiresAt === null ? null : expiresAt - Date.now()));
  const onDismissRef = useRef(onDismiss);
  useEffect(() => {
    onDismissRef.current = onDismiss;
  });

  useEffect(() => {
    if (expiresAt === null) return;
    const hide = window.setTimeout(() => onDismissRef.current(id), Math.max(0, expiresAt - Date.now()));
    // The countdown is recomputed from the clock, so a throttled background tab never drifts.
    const tick = countdown ? window.setInterval(() => setRemainingMs(expiresAt - Date.now()), 1000) : undefined;
    return () => {
      window.clearTimeout(hide);
      if (tick !== undefined) window.clearInterval(tick);
    };
  }, [id, expiresAt, countdown]);

  const Icon = ICONS[type];
  return (
    <Card $tone={type} data-toast-type={type}>
      <IconSlot $tone={type}>
        <Icon />
      </IconSlot>
      <Content>
        <div role={type === 'danger' ? 'alert' : 'status'}>
          <VisuallyHidden>{`${typeLabel}: `}</VisuallyHidden>
          {toast.title && <Title>{toast.title}</Title>}
          <Message>{toast.message}</Message>
        </div>
        {countdown && remainingMs !== null && (
          // Kept out of the live region above so screen readers are not told every second.
          <Countdown>
            <VisuallyHidden>Closes in </VisuallyHidden>
            <span data-testid="toast-countdown">{formatCountdown(remainingMs)}</span>
          </Countdown>
        )}
      </Content>
      <Dismiss type="button" aria-label={dismissLabel} onClick={() => onDismiss(id)}>
        <CloseIcon />
      </Dismiss>
    </Card>
  );
}

/** The toast stack of the nearest ToastProvider (UiProvider includes one). */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast needs a <ToastProvider> (or <UiProvider>) above it.');
  return api;
}
