import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { ASSET_UPLOAD_FLAGS, MESSAGES, PM_DAILY_LOAD_USER } from '@equipdesk/api-client/contract';
import { ConsoleStory, withSession } from '../../stories/ConsoleStory';
import { answeredBy, pageParameters } from '../../stories/listingStory';
import { ADMIN_USER } from '../../testing/fixtures';
import { UPLOAD_PERMISSIONS, UPLOAD_REFUSAL, uploadHandlers, uploadLoadingHandlers, uploadPermissions } from './uploadHandlers';

const meta = {
  title: 'Console/Uploads',
  component: ConsoleStory,
  args: { path: '/assets/upload' },
  parameters: pageParameters(...uploadHandlers()),
  beforeEach: withSession(ADMIN_USER, UPLOAD_PERMISSIONS),
} satisfies Meta<typeof ConsoleStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const sheet = (name: string) => new File(['PK fixture workbook'], name, { type: XLSX_TYPE });

async function form(name: string) {
  return within(await screen.findByRole('form', { name }));
}

async function chooseFile(scope: ReturnType<typeof within>, name: string) {
  await userEvent.upload(scope.getByLabelText('Spreadsheet File'), sheet(name));
}

const table = async (name: string) => within(await screen.findByRole('table', { name }));

/** The asset upload form as it opens: a file to choose, the template, the reset options hidden, Upload and Cancel. */
export const AssetUploadForm: Story = {
  play: async () => {
    const upload = await form('Upload Assets');
    await expect(upload.getByLabelText('Spreadsheet File')).toBeVisible();
    await expect(upload.getByText(/^No file chosen/)).toBeVisible();
    await expect(upload.getByRole('button', { name: 'Download Excel Template' })).toBeVisible();
    await expect(upload.getByRole('button', { name: 'Show Reset Options' })).toHaveAttribute('aria-expanded', 'false');
    await expect(upload.queryByLabelText('Reset Options')).toBeNull();
    await expect(upload.getByRole('button', { name: 'Upload' })).toBeEnabled();
    await expect(upload.getByRole('button', { name: 'Cancel' })).toBeVisible();
  },
};

/** Show Reset Options: the 16 fields an update may empty, by their readable names. */
export const ResetOptionsShown: Story = {
  play: async () => {
    const upload = await form('Upload Assets');
    await userEvent.click(upload.getByRole('button', { name: 'Show Reset Options' }));
    await expect(upload.getByRole('button', { name: 'Hide Options' })).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(upload.getByLabelText('Reset Options'));
    await expect(await screen.findAllByRole('option')).toHaveLength(ASSET_UPLOAD_FLAGS.length);
    await userEvent.click(screen.getByRole('option', { name: 'Optional Asset ID' }));
    await userEvent.keyboard('{Escape}');
    await expect(upload.getByText('Optional Asset ID')).toBeVisible();
  },
};

/** Upload without a file: the kind's message as a toast; nothing is sent. */
export const FileRequired: Story = {
  args: { path: '/locations/upload' },
  play: async () => {
    const upload = await form('Upload Locations');
    await expect(upload.queryByRole('button', { name: 'Show Reset Options' })).toBeNull();
    await userEvent.click(upload.getByRole('button', { name: 'Upload' }));
    await expect(await screen.findByText(MESSAGES.locationsFileRequired)).toBeVisible();
  },
};

/** The accounts form names its own file. */
export const AccountUploadForm: Story = {
  args: { path: '/accounts/upload' },
  play: async () => {
    const upload = await form('Upload Accounts');
    await userEvent.click(upload.getByRole('button', { name: 'Upload' }));
    await expect(await screen.findByText(MESSAGES.accountsFileRequired)).toBeVisible();
  },
};

/** A chosen file previewed: the counts, and the rejected rows first with their reasons. */
export const PreviewWithRejectedRows: Story = {
  play: async () => {
    const upload = await form('Upload Assets');
    await chooseFile(upload, 'north-icu-pumps.xlsx');
    await expect(upload.getByText(/^north-icu-pumps\.xlsx \(19 bytes\)$/)).toBeVisible();
    await expect(await upload.findByRole('heading', { name: 'Preview of north-icu-pumps.xlsx' })).toBeVisible();
    const rows = within(upload.getByRole('table', { name: 'What each row of north-icu-pumps.xlsx would do' }));
    const outcomes = rows.getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell')[2]?.textContent);
    await expect(outcomes).toEqual(['REJECT', 'REJECT', 'REJECT', 'CREATE', 'CREATE', 'UPDATE']);
    await expect(rows.getByText(MESSAGES.rfidLength)).toBeVisible();
    await expect(rows.getByText('Model Code NOPE-9 is not an active product model.')).toBeVisible();
  },
};

/** While the server reads the file: the chosen file and a busy notice. */
export const PreviewLoading: Story = {
  parameters: answeredBy(...uploadHandlers({ previewPending: true })),
  play: async () => {
    const upload = await form('Upload Assets');
    await chooseFile(upload, 'north-icu-pumps.xlsx');
    await expect(await upload.findByRole('status')).toHaveTextContent('Reading the file…');
  },
};

/** A file the server cannot read: its reason as a toast and beside the file. */
export const PreviewRefused: Story = {
  args: { path: '/accounts/upload' },
  parameters: answeredBy(...uploadHandlers({ refusePreview: MESSAGES.uploadNotSpreadsheet })),
  play: async () => {
    const upload = await form('Upload Accounts');
    await chooseFile(upload, 'accounts.xlsx');
    await expect(await upload.findByText(MESSAGES.uploadNotSpreadsheet)).toBeVisible();
    await expect(upload.getByText('The file could not be previewed')).toBeVisible();
  },
};

/** The server refuses the upload: its message as a toast; the file and the reset options stay for another try. */
export const UploadRefused: Story = {
  parameters: answeredBy(...uploadHandlers({ refuse: UPLOAD_REFUSAL })),
  play: async () => {
    const upload = await form('Upload Assets');
    await userEvent.click(upload.getByRole('button', { name: 'Show Reset Options' }));
    await userEvent.click(upload.getByLabelText('Reset Options'));
    await userEvent.click(await screen.findByRole('option', { name: 'Notes' }));
    await userEvent.keyboard('{Escape}');
    await chooseFile(upload, 'north-icu-pumps.xlsx');
    await upload.findByRole('heading', { name: 'Preview of north-icu-pumps.xlsx' });
    await userEvent.click(upload.getByRole('button', { name: 'Upload' }));
    await expect(await screen.findByText(UPLOAD_REFUSAL)).toBeVisible();
    await expect(upload.getByText(/^north-icu-pumps\.xlsx \(/)).toBeVisible();
    await expect(upload.getByRole('button', { name: 'Remove Notes' })).toBeVisible();
  },
};

/** Without UPLOAD the form is not offered. */
export const UploadFormNoPrivilege: Story = {
  beforeEach: withSession(ADMIN_USER, uploadPermissions('VIEW')),
  play: async () => {
    await expect(await screen.findByText(MESSAGES.noPrivilege)).toBeVisible();
    await expect(screen.queryByRole('button', { name: 'Upload' })).toBeNull();
  },
};

/**
 * The asset history, newest change first: a running upload shows its progress, the PM daily load (no user) is named
 * so, and only the COMPLETED upload offers its results.
 */
export const HistoryWithRunningUpload: Story = {
  args: { path: '/assets/uploads' },
  play: async () => {
    const rows = await table('Asset Upload History');
    await expect(await rows.findByText('north-icu-pumps.xlsx')).toBeVisible();
    const headers = rows.getAllByRole('columnheader').map((header: HTMLElement) => header.textContent?.trim());
    await expect(headers).toEqual(
      expect.arrayContaining(['User', 'Uploaded On', 'File', 'Status', 'Available', 'Processed', 'Completed', 'Partial', 'Failed', 'Rejected', 'Last Modified', 'Actions']),
    );
    await expect(rows.getByText('PROCESSING · 150 of 400')).toBeVisible();
    await expect(rows.getByRole('progressbar', { name: 'north-icu-pumps.xlsx: 150 of 400 rows processed' })).toHaveAttribute('value', '150');
    await expect(rows.getByText(PM_DAILY_LOAD_USER)).toBeVisible();
    const download = rows.getByRole('button', { name: 'Download results of upload pm-daily-load-2026-11-25.xlsx' });
    await expect(download).toBeVisible();
    // The result file is a download, and looks like one: the kit's download glyph.
    await expect(download.querySelector('svg')).toHaveAttribute('data-icon', 'download');
    await expect(rows.queryByRole('button', { name: 'Download results of upload north-icu-pumps.xlsx' })).toBeNull();
    await expect(rows.queryByRole('button', { name: 'Download results of upload south-ward-beds.csv' })).toBeNull();
    await expect(screen.getByRole('button', { name: 'Add New' })).toBeVisible();
  },
};

/** The location history: no Partial column; a search narrows it; Add New opens the location form. */
export const CompletedLocationUploads: Story = {
  args: { path: '/locations/uploads' },
  play: async () => {
    const rows = await table('Location Upload History');
    await expect(await rows.findByText('icu-beds.xlsx')).toBeVisible();
    await expect(rows.queryByRole('columnheader', { name: /^Partial/ })).toBeNull();
    await expect(rows.getByRole('button', { name: 'Download results of upload icu-beds.xlsx' })).toBeVisible();
    await userEvent.type(screen.getByRole('searchbox'), 'icu{Enter}');
    await waitFor(() => expect(rows.queryByText('theatre-bays.xlsx')).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Add New' }));
    await expect(await form('Upload Locations')).toBeTruthy();
  },
};

export const HistoryEmpty: Story = {
  args: { path: '/accounts/uploads' },
  parameters: answeredBy(...uploadHandlers({ accounts: [] })),
  play: async () => {
    await expect((await screen.findAllByText(MESSAGES.noMatchingRecords)).length).toBeGreaterThan(0);
  },
};

export const HistoryLoading: Story = {
  args: { path: '/accounts/uploads' },
  parameters: answeredBy(...uploadLoadingHandlers),
  play: async () => {
    await expect(await screen.findByRole('table', { name: 'Account Upload History' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** VIEW without UPLOAD or DOWNLOAD: the history, without Add New or results. */
export const HistoryViewOnly: Story = {
  args: { path: '/accounts/uploads' },
  beforeEach: withSession(ADMIN_USER, uploadPermissions('VIEW')),
  play: async () => {
    const rows = await table('Account Upload History');
    await expect(await rows.findByText('new-accounts.xlsx')).toBeVisible();
    await expect(rows.queryByRole('button', { name: /^Download results/ })).toBeNull();
    await expect(screen.queryByRole('button', { name: 'Add New' })).toBeNull();
  },
};

export const HistoryNoPrivilege: Story = {
  args: { path: '/assets/uploads' },
  beforeEach: withSession(ADMIN_USER, uploadPermissions('UPLOAD')),
  play: async () => {
    await expect(await screen.findByText(MESSAGES.noPrivilege)).toBeVisible();
  },
};
