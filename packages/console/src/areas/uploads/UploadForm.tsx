/**
 * The upload form of assets, locations and accounts (spec 3 §2.5, §5 "Upload forms"): a spreadsheet chosen (one
 * over the limit refused at once), previewed by the server (rows to create, update and reject, and why), then
 * uploaded; the upload leads to the kind's history, where its progress shows. Assets also take reset options: the
 * fields an update may empty. A refused upload keeps the chosen file and options.
 */
import { useEffect, useId, useRef, useState } from 'react';
import type { ChangeEvent, FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Alert, Button, MultiSelect, NoPermission, showValidationErrors, useToast, useValidationToast } from '@equipdesk/ui';
import { isApiError } from '@equipdesk/api-client';
import { useApiClient } from '@equipdesk/api-client/react';
import {
  ASSET_UPLOAD_FLAGS,
  ASSET_UPLOAD_FLAG_LABELS,
  MESSAGES,
  SUCCESS_TOAST_MS,
  UPLOAD_ACCEPT,
  UPLOAD_MAX_BYTES,
  VALIDATION_TOAST_MS,
} from '@equipdesk/api-client/contract';
import type { AssetUploadFlag, UploadKind, UploadPreview } from '@equipdesk/api-client/contract';
import { usePermissions } from '../../session/hooks';
import { UploadPreviewPanel } from './UploadPreviewPanel';
import { UPLOAD_KIND_INFO, UPLOAD_TOO_LARGE, formatFileSize } from './kinds';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.md};
  max-width: ${({ theme }) => theme.sizes.contentMax};
  padding: ${({ theme }) => theme.spacing.md};
  background: ${({ theme }) => theme.colors.surface};
  border: ${({ theme }) => theme.borders.width} solid ${({ theme }) => theme.colors.border};
`;

const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.size.xl};
`;

const FileRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};

  label {
    font-weight: ${({ theme }) => theme.typography.weight.bold};
  }

  input[type='file']:focus-visible {
    outline: ${({ theme }) => theme.borders.focusWidth} solid ${({ theme }) => theme.colors.focus};
  }
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.sm};
`;

/** The pause after a change of the reset options before the file is previewed again. */
const FLAG_PREVIEW_DELAY_MS = 400;

const FLAG_OPTIONS = ASSET_UPLOAD_FLAGS.map((flag) => ({ value: flag, label: ASSET_UPLOAD_FLAG_LABELS[flag] }));

type PreviewState =
  | { state: 'none' }
  | { state: 'loading' }
  | { state: 'ready'; preview: UploadPreview }
  | { state: 'failed'; message: string };

function messageOf(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}

export interface UploadFormProps {
  kind: UploadKind;
}

/** The page of a kind's upload form: it needs UPLOAD on `{kind}/uploads`. */
export function UploadFormPage({ kind }: UploadFormProps) {
  const info = UPLOAD_KIND_INFO[kind];
  const { can } = usePermissions(info.permissionPath);
  if (!can('UPLOAD')) return <NoPermission title={info.formTitle} message={MESSAGES.noPrivilege} />;
  return <UploadForm kind={kind} />;
}

export function UploadForm({ kind }: UploadFormProps) {
  const info = UPLOAD_KIND_INFO[kind];
  const client = useApiClient();
  const toast = useToast();
  const showErrors = useValidationToast();
  const navigate = useNavigate();
  const location = useLocation();
  const inputId = useId();
  const statusId = useId();
  const optionsId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [flags, setFlags] = useState<AssetUploadFlag[]>([]);
  const [optionsShown, setOptionsShown] = useState(false);
  const [preview, setPreview] = useState<PreviewState>({ state: 'none' });
  const [uploading, setUploading] = useState(false);
  const [templateBusy, setTemplateBusy] = useState(false);
  // The preview of the file last chosen: an answer for a file chosen before it is dropped.
  const previewCall = useRef<AbortController | null>(null);
  useEffect(() => () => previewCall.current?.abort(), []);

  const flagTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(flagTimer.current), []);

  const runPreview = async (chosen: File, withFlags: readonly AssetUploadFlag[] = flags) => {
    previewCall.current?.abort();
    const controller = new AbortController();
    previewCall.current = controller;
    setPreview({ state: 'loading' });
    try {
      const answer = await client.previewUpload(kind, chosen, { flags: kind === 'assets' ? withFlags : [] }, controller.signal);
      if (!controller.signal.aborted) setPreview({ state: 'ready', preview: answer });
    } catch (error) {
      if (controller.signal.aborted) return;
      const message = messageOf(error, 'The file could not be previewed.');
      setPreview({ state: 'failed', message });
      toast.show({ type: 'danger', message, durationMs: VALIDATION_TOAST_MS });
    }
  };

  const onFileChange = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    if (!chosen) return;
    if (chosen.size > UPLOAD_MAX_BYTES) {
      // Refused before anything is sent; the form then holds no file, as the chooser shows.
      event.target.value = '';
      previewCall.current?.abort();
      setFile(null);
      setPreview({ state: 'none' });
      showErrors([UPLOAD_TOO_LARGE]);
      return;
    }
    clearTimeout(flagTimer.current);
    setFile(chosen);
    void runPreview(chosen);
  };

  // A reset option can change what a row does (another account, another location): the preview follows the
  // options, once the user pauses between choices.
  const changeFlags = (values: AssetUploadFlag[]) => {
    setFlags(values);
    clearTimeout(flagTimer.current);
    if (file) flagTimer.current = setTimeout(() => void runPreview(file, values), FLAG_PREVIEW_DELAY_MS);
  };

  const downloadTemplate = async () => {
    setTemplateBusy(true);
    try {
      await client.uploadTemplate(kind);
    } catch (error) {
      toast.show({ type: 'danger', message: messageOf(error, 'The template could not be downloaded.'), durationMs: VALIDATION_TOAST_MS });
    } finally {
      setTemplateBusy(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (uploading) return;
    if (!file) {
      showErrors([info.fileRequired]);
      return;
    }
    setUploading(true);
    try {
      const answer = await client.upload(kind, file, { flags: kind === 'assets' ? flags : [] });
      toast.show({ type: 'success', message: answer.message || `${file.name} uploaded.`, durationMs: SUCCESS_TOAST_MS });
      void navigate(info.historyPath);
    } catch (error) {
      // The server's reasons; the file and the options stay as they were for another try.
      if (isApiError(error, 400) && error.errors.length > 0) showValidationErrors(toast, error.errors.map((e) => e.message), VALIDATION_TOAST_MS);
      else toast.show({ type: 'danger', message: messageOf(error, 'Upload failed.'), durationMs: VALIDATION_TOAST_MS });
      setUploading(false);
    }
  };

  // Back where the user came from; straight to the form (a bookmark), to the kind's history.
  const cancel = () => void (location.key === 'default' ? navigate(info.historyPath) : navigate(-1));

  return (
    <Form aria-labelledby={`${inputId}-title`} onSubmit={(event) => void submit(event)} noValidate>
      <Title id={`${inputId}-title`}>{info.formTitle}</Title>
      <FileRow>
        <label htmlFor={inputId}>Spreadsheet File</label>
        <input id={inputId} type="file" accept={UPLOAD_ACCEPT} onChange={onFileChange} aria-describedby={statusId} />
        <Muted id={statusId} aria-live="polite">
          {file ? `${file.name} (${formatFileSize(file.size)})` : `No file chosen. Excel (.xlsx, .xls) or CSV, at most ${formatFileSize(UPLOAD_MAX_BYTES)}.`}
        </Muted>
      </FileRow>
      <Actions>
        <Button variant="secondary" busy={templateBusy} onClick={() => void downloadTemplate()}>
          Download Excel Template
        </Button>
        {kind === 'assets' && (
          <Button variant="secondary" aria-expanded={optionsShown} aria-controls={optionsId} onClick={() => setOptionsShown((shown) => !shown)}>
            {optionsShown ? 'Hide Options' : 'Show Reset Options'}
          </Button>
        )}
      </Actions>
      {kind === 'assets' && (
        <div id={optionsId} hidden={!optionsShown}>
          {optionsShown && (
            <MultiSelect
              label="Reset Options"
              options={FLAG_OPTIONS}
              value={flags}
              onChange={(values: string[]) => changeFlags(values as AssetUploadFlag[])}
              placeholder="Fields an update may empty…"
            />
          )}
        </div>
      )}
      {kind === 'assets' && !optionsShown && flags.length > 0 && (
        <Muted>Reset options: {flags.map((flag) => ASSET_UPLOAD_FLAG_LABELS[flag]).join(', ')}</Muted>
      )}
      {preview.state === 'loading' && <Muted role="status">Reading the file…</Muted>}
      {preview.state === 'failed' && (
        <Alert tone="danger" title="The file could not be previewed">
          {preview.message}
        </Alert>
      )}
      {preview.state === 'ready' && <UploadPreviewPanel preview={preview.preview} keyHeader={info.keyHeader} />}
      <Actions>
        <Button type="submit" busy={uploading}>
          Upload
        </Button>
        <Button variant="secondary" onClick={cancel}>
          Cancel
        </Button>
      </Actions>
    </Form>
  );
}
