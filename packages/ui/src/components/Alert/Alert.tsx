// An inline notice above a screen's content (a failed location row action, spec 2 §2): coloured
// by tone and also saying its tone in words, dismissible, and able to hide itself after a time.
// The timer starts again when `resetKey` changes, so the same failure twice shows its full time.
import { useEffect, useRef } from 'react';
import type { HTMLAttributes, ReactNode } from 'react';
import { CloseIcon, DangerIcon, InfoIcon, SuccessIcon, WarningIcon } from '../../internal/icons';
import { VisuallyHidden } from '../../internal/VisuallyHidden';
import type { Tone } from '../../theme/tokens';
import { Content, Dismiss, IconSlot, Root, Title } from './Alert.styles';
import { assertUiProvider } from '../../internal/assertUiProvider';

export interface AlertProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** Colour, icon and the word read before the message. @default 'danger' */
  tone?: Tone;
  /** Bold first line. */
  title?: ReactNode;
  /** The message. */
  children?: ReactNode;
  /** Called by the close button and when `autoHideMs` runs out; without it there is no close button. */
  onDismiss?: () => void;
  /** Hide (call `onDismiss`) after this many milliseconds; null keeps the alert. @default null */
  autoHideMs?: number | null;
  /** A change restarts the auto-hide timer (a counter bumped on every new failure). */
  resetKey?: string | number;
  /** Accessible name of the close button. @default 'Dismiss alert' */
  dismissLabel?: string;
  /** Words read for each tone by people who cannot tell the colours apart. */
  toneLabel?: string;
}

const TONE_LABELS: Record<Tone, string> = { info: 'Information', success: 'Success', warning: 'Warning', danger: 'Error' };
const ICONS = { info: InfoIcon, success: SuccessIcon, warning: WarningIcon, danger: DangerIcon };

export function Alert({
  tone = 'danger',
  title,
  children,
  onDismiss,
  autoHideMs = null,
  resetKey,
  dismissLabel = 'Dismiss alert',
  toneLabel,
  ...rest
}: AlertProps) {
  if (process.env.NODE_ENV !== 'production') assertUiProvider('Alert');
  const onDismissRef = useRef(onDismiss);
  useEffect(() => {
    onDismissRef.current = onDismiss;
  });

  useEffect(() => {
    if (autoHideMs === null) return;
    const timer = window.setTimeout(() => onDismissRef.current?.(), autoHideMs);
    return () => window.clearTimeout(timer);
  }, [autoHideMs, resetKey]);

  const Icon = ICONS[tone];
  const urgent = tone === 'danger' || tone === 'warning';
  return (
    <Root $tone={tone} data-alert-tone={tone} {...rest}>
      <IconSlot $tone={tone}>
        <Icon />
      </IconSlot>
      <Content role={urgent ? 'alert' : 'status'}>
        <VisuallyHidden>{`${toneLabel ?? TONE_LABELS[tone]}: `}</VisuallyHidden>
        {title && <Title>{title}</Title>}
        {children}
      </Content>
      {onDismiss && (
        <Dismiss type="button" aria-label={dismissLabel} onClick={onDismiss}>
          <CloseIcon />
        </Dismiss>
      )}
    </Root>
  );
}
