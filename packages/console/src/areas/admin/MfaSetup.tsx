/**
 * Multi-factor sign-in on the profile: turn TOTP on (the current password, then a QR code and the secret to add to an
 * authenticator app, confirmed with a code; ten recovery codes shown this once), or off with a current code. The
 * same section is the whole console for a session whose role requires it and has not set it up (`onEnrolled`).
 */
import { useState } from 'react';
import type { ChangeEvent, FormEvent } from 'react';
import styled from 'styled-components';
import { Alert, Button, TextField } from '@equipdesk/ui';
import { useApiClient, useMfaStatus } from '@equipdesk/api-client/react';
import { MFA_MESSAGES, mfaCodeSchema, mfaStartSchema } from '@equipdesk/api-client/contract';
import type { MfaEnrolment } from '@equipdesk/api-client/contract';
import { PasswordField } from '../../auth/PasswordField';

// A panel like the profile form's above it.
const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.spacing.md};
  justify-items: start;
  margin-top: ${({ theme }) => theme.spacing.lg};
  padding: ${({ theme }) => theme.spacing.md};
  background: ${({ theme }) => theme.colors.surface};
  border: ${({ theme }) => theme.borders.width} solid ${({ theme }) => theme.colors.border};

  & > h2,
  & > p {
    margin: 0;
    max-width: 36rem;
  }

  & > h2 {
    font-size: ${({ theme }) => theme.typography.size.lg};
  }
`;

const Row = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.spacing.md};
`;

const Qr = styled.img`
  width: 12rem;
  height: 12rem;
  background: ${({ theme }) => theme.colors.surface};
`;

const Secret = styled.code`
  font-family: ${({ theme }) => theme.typography.fontFamilyMono};
  word-break: break-all;
`;

const Codes = styled.ol`
  columns: 2;
  font-family: ${({ theme }) => theme.typography.fontFamilyMono};
`;

type Step = { kind: 'idle' } | { kind: 'password' } | { kind: 'scan'; enrolment: MfaEnrolment } | { kind: 'codes'; codes: string[] };

export interface MfaSetupProps {
  /** Called once multi-factor sign-in is on and its recovery codes were acknowledged. */
  onEnrolled?: () => void;
}

function messageOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'The request failed. Please try again.';
}

/** A one-field form (password or code) with its own error; the field's rule is the contract's schema. */
function OneField({ label, name, kind, submitLabel, check, onSubmit }: {
  label: string;
  name: string;
  /** The user's password, or a code of their authenticator app (or a recovery code). */
  kind: 'password' | 'code';
  submitLabel: string;
  check: (value: string) => string | null;
  onSubmit: (value: string) => Promise<void>;
}) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const invalid = check(value);
    setError(invalid);
    if (invalid || busy) return;
    setBusy(true);
    try {
      await onSubmit(value);
    } catch (err) {
      setError(messageOf(err));
    } finally {
      setBusy(false);
    }
  };
  const field = { label, name, value, onChange: (e: ChangeEvent<HTMLInputElement>) => setValue(e.target.value), error: error ?? undefined };
  return (
    <Row noValidate onSubmit={(e) => void submit(e)} aria-label={submitLabel}>
      {kind === 'password' ? (
        <PasswordField {...field} />
      ) : (
        <TextField {...field} autoComplete="one-time-code" inputMode="numeric" />
      )}
      <Button type="submit" variant="primary" busy={busy}>
        {submitLabel}
      </Button>
    </Row>
  );
}

const checkPassword = (password: string) => mfaStartSchema.safeParse({ password }).error?.issues[0]?.message ?? null;
const checkCode = (code: string) => mfaCodeSchema.safeParse(code).error?.issues[0]?.message ?? null;

export function MfaSetup({ onEnrolled }: MfaSetupProps) {
  const client = useApiClient();
  const { data: status, error, isLoading, mutate } = useMfaStatus();
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [notice, setNotice] = useState<string | null>(null);

  let body;
  if (isLoading) body = <p aria-live="polite">Loading…</p>;
  else if (error || !status) body = <p role="alert">{error?.message ?? 'Multi-factor sign-in could not be loaded.'}</p>;
  else if (status.provider) body = <p>{MFA_MESSAGES.providerUser}</p>;
  else if (step.kind === 'codes') {
    body = (
      <>
        <Alert tone="success">{MFA_MESSAGES.enabled}</Alert>
        <p>
          Keep these recovery codes somewhere safe. Each signs you in once if you lose your authenticator app. They are
          shown only now.
        </p>
        <Codes aria-label="Recovery codes">
          {step.codes.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </Codes>
        <div>
          <Button
            type="button"
            variant="primary"
            onClick={() => {
              setStep({ kind: 'idle' });
              onEnrolled?.();
            }}
          >
            I have saved my recovery codes
          </Button>
        </div>
      </>
    );
  } else if (step.kind === 'scan') {
    body = (
      <>
        <p>Scan this code with your authenticator app (Microsoft Authenticator, Google Authenticator, FreeOTP…), or type the secret in, then enter the code it shows.</p>
        <Qr src={`data:image/svg+xml;base64,${btoa(step.enrolment.qrSvg)}`} alt="QR code of the multi-factor secret" />
        <p>
          Secret: <Secret data-testid="mfa-secret">{step.enrolment.secret}</Secret>
        </p>
        <OneField
          label="Code from your app"
          name="code"
          kind="code"
          submitLabel="Turn on"
          check={checkCode}
          onSubmit={async (code) => {
            const answer = await client.mfaConfirm({ code });
            await mutate();
            setStep({ kind: 'codes', codes: answer.result.recoveryCodes });
          }}
        />
      </>
    );
  } else if (step.kind === 'password') {
    body = (
      <OneField
        label="Current password"
        name="password"
        kind="password"
        submitLabel="Continue"
        check={checkPassword}
        onSubmit={async (password) => setStep({ kind: 'scan', enrolment: await client.mfaStart({ password }) })}
      />
    );
  } else if (status.enabled) {
    body = (
      <>
        <p>
          Multi-factor sign-in is on: after your password, EquipDesk asks for the code of your authenticator app.{' '}
          {status.recoveryCodesLeft} recovery code{status.recoveryCodesLeft === 1 ? '' : 's'} left.
        </p>
        {status.required ? (
          <p>{MFA_MESSAGES.requiredByRole}</p>
        ) : (
          <OneField
            label="Code to turn it off"
            name="code"
            kind="code"
            submitLabel="Turn off"
            check={checkCode}
            onSubmit={async (code) => {
              await client.mfaDisable({ code });
              setNotice(MFA_MESSAGES.disabled);
              await mutate();
            }}
          />
        )}
      </>
    );
  } else {
    body = (
      <>
        {notice && <Alert tone="info">{notice}</Alert>}
        <p>{status.required ? MFA_MESSAGES.enrolmentRequired : 'Multi-factor sign-in is off. Turn it on to ask for a code from your phone after your password.'}</p>
        <div>
          <Button type="button" variant="primary" onClick={() => setStep({ kind: 'password' })}>
            Set up multi-factor sign-in
          </Button>
        </div>
      </>
    );
  }

  return (
    <Section aria-labelledby="mfa-title">
      <h2 id="mfa-title">Multi-factor sign-in</h2>
      {body}
    </Section>
  );
}
