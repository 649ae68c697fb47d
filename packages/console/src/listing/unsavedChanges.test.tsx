import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { Link, Route, Routes } from 'react-router-dom';
import { TextField } from '@equipdesk/ui';
import type { PermissionEntry } from '@equipdesk/api-client/contract';
import { resetSession } from '../session/store';
import { ADMIN_USER } from '../testing/fixtures';
import { json } from '../testing/renderApp';
import { recordingFetch, renderWithClient } from '../testing/renderWithClient';
import { DRAFT_MAX_AGE_MS, draftKey } from './drafts';
import { useFormValues } from './formValues';
import { InlineForm } from './InlineForm';
import { ListingPage } from './ListingPage';
import type { ListingFormProps } from './listingTypes';
import { useDraft } from './useDraft';
import { useEntitySave } from './useEntitySave';
import { useFormSubmit } from './useFormSubmit';

interface Thing {
  externalId: string;
  code: string;
  status: 'ACTIVE';
}

const THINGS: Thing[] = [
  { externalId: 't-1', code: 'ALPHA', status: 'ACTIVE' },
  { externalId: 't-2', code: 'BETA', status: 'ACTIVE' },
];

const NEW_DRAFT = draftKey(ADMIN_USER.username, 'thing', null);

function signIn() {
  const permissions = (['VIEW', 'NEW', 'EDIT'] as const).map((type): PermissionEntry => ({ value: 'things', type, context: 'URI' }));
  resetSession({ status: 'SUCCESS', token: 't', user: ADMIN_USER, permissions });
}

function thingsFetch() {
  return recordingFetch(({ path, method, body }) => {
    if (path === '/api/things' && method === 'GET') return json({ success: true, count: THINGS.length, items: THINGS });
    if (path.startsWith('/api/things')) return json({ applyStatus: 'OK', success: true, message: 'Saved.', result: body });
    return undefined;
  });
}

/** Any code is taken; the pass code is a secret the draft must never keep. */
const thingSchema = {
  safeParse: (value: unknown) => ({ success: true as const, data: value as { code: string } }),
};

function ThingForm({ row, onSaved, onCancel, canSave, restoreDraft }: ListingFormProps<Thing>) {
  const save = useEntitySave<Thing>('things');
  const form = useFormValues({ code: row?.code ?? '', passCode: '' });
  const draft = useDraft({ form: 'thing', record: row?.externalId, values: form.values, dirty: form.dirty, restore: form.update, restoreAtOnce: restoreDraft });
  const { submit, busy } = useFormSubmit({
    schema: thingSchema,
    save: (thing) => save(thing, row?.externalId),
    onSaved: () => onSaved(),
    draft,
  });
  return (
    <InlineForm
      title={row ? `Edit Thing ${row.code}` : 'Create New Thing'}
      onSubmit={() => void submit({ code: form.values.code })}
      onCancel={onCancel}
      canSave={canSave}
      busy={busy}
      dirty={form.dirty}
      draft={draft}
    >
      <TextField label="Code" value={form.values.code} onChange={(e) => form.set('code', e.target.value)} />
      <TextField label="Pass code" type="password" value={form.values.passCode} onChange={(e) => form.set('passCode', e.target.value)} />
    </InlineForm>
  );
}

function Things() {
  return (
    <Routes>
      <Route
        path="/things"
        element={
          <>
            <Link to="/elsewhere">Elsewhere</Link>
            <ListingPage<Thing>
              resource="things"
              title="Things"
              columns={[{ id: 'code', header: 'Code', cell: (row) => row.code }]}
              getRowId={(row) => row.externalId}
              entityLabel={(row) => `thing ${row.code}`}
              renderForm={(props) => <ThingForm {...props} />}
              draft={{ form: 'thing', noun: 'thing' }}
            />
          </>
        }
      />
      <Route path="/elsewhere" element={<h1>Elsewhere</h1>} />
    </Routes>
  );
}

const newForm = () => page.getByRole('form', { name: 'Create New Thing' });
const discardDialog = () => page.getByRole('dialog', { name: 'Discard changes?' });

async function openNewAndType(code: string) {
  await page.getByRole('button', { name: 'Add New' }).click();
  await newForm().getByLabelText('Code', { exact: true }).fill(code);
}

describe('unsaved changes', () => {
  beforeEach(() => {
    localStorage.clear();
    signIn();
  });
  afterEach(() => {
    resetSession();
    localStorage.clear();
  });

  it('closes an unchanged form at once with Escape', async () => {
    await renderWithClient(<Things />, thingsFetch().fake, '/things');
    await page.getByRole('button', { name: 'Add New' }).click();
    await newForm().getByLabelText('Code', { exact: true }).click();
    await userEvent.keyboard('{Escape}');
    await expect.element(newForm()).not.toBeInTheDocument();
    await expect.element(discardDialog()).not.toBeInTheDocument();
  });

  it('asks before Escape throws a changed form away: Keep editing keeps it, Discard closes it and focus goes back to Add New', async () => {
    await renderWithClient(<Things />, thingsFetch().fake, '/things');
    await openNewAndType('GAMMA');
    await userEvent.keyboard('{Escape}');
    await expect.element(discardDialog()).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Keep editing' })).toHaveFocus();
    // Escape in the question answers it (Keep editing), and leaves the form as it was.
    await userEvent.keyboard('{Escape}');
    await expect.element(discardDialog()).not.toBeInTheDocument();
    await expect.element(newForm().getByLabelText('Code', { exact: true })).toHaveValue('GAMMA');

    await newForm().getByLabelText('Code', { exact: true }).click();
    await userEvent.keyboard('{Escape}');
    await page.getByRole('button', { name: 'Discard changes' }).click();
    await expect.element(newForm()).not.toBeInTheDocument();
    await expect.element(page.getByRole('button', { name: 'Add New' })).toHaveFocus();
    // A discarded form leaves no draft.
    expect(localStorage.getItem(NEW_DRAFT)).toBeNull();
  });

  it('asks before Cancel, and before another row opens over a changed one', async () => {
    await renderWithClient(<Things />, thingsFetch().fake, '/things');
    await page.getByRole('row', { name: 'thing ALPHA' }).click();
    const edit = page.getByRole('form', { name: 'Edit Thing ALPHA' });
    await edit.getByLabelText('Code', { exact: true }).fill('ALPHA-2');
    await page.getByRole('row', { name: 'thing BETA' }).click();
    await expect.element(discardDialog()).toBeVisible();
    await page.getByRole('button', { name: 'Keep editing' }).click();
    await expect.element(edit.getByLabelText('Code', { exact: true })).toHaveValue('ALPHA-2');
    await expect.element(page.getByRole('form', { name: 'Edit Thing BETA' })).not.toBeInTheDocument();

    await edit.getByRole('button', { name: 'Cancel' }).click();
    await expect.element(discardDialog()).toBeVisible();
    await page.getByRole('button', { name: 'Discard changes' }).click();
    await expect.element(edit).not.toBeInTheDocument();
    await expect.element(page.getByRole('row', { name: 'thing ALPHA' })).toHaveFocus();
  });

  it('asks before a link leaves the page with a changed form, and goes on after Discard', async () => {
    await renderWithClient(<Things />, thingsFetch().fake, '/things');
    await openNewAndType('GAMMA');
    await page.getByRole('link', { name: 'Elsewhere' }).click();
    await expect.element(discardDialog()).toBeVisible();
    await page.getByRole('button', { name: 'Keep editing' }).click();
    await expect.element(page.getByRole('heading', { name: 'Elsewhere' })).not.toBeInTheDocument();
    await page.getByRole('link', { name: 'Elsewhere' }).click();
    await page.getByRole('button', { name: 'Discard changes' }).click();
    await expect.element(page.getByRole('heading', { name: 'Elsewhere' })).toBeVisible();
  });

  it('holds a reload or a closed tab while a form is changed, not once it is saved', async () => {
    await renderWithClient(<Things />, thingsFetch().fake, '/things');
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    await openNewAndType('GAMMA');
    expect(unload()).toBe(true);
    await newForm().getByRole('button', { name: 'Save' }).click();
    await expect.element(newForm()).not.toBeInTheDocument();
    expect(unload()).toBe(false);
    expect(localStorage.getItem(NEW_DRAFT)).toBeNull();
  });

  it('keeps a draft without secrets and offers it back on the list: Restore opens the form with it', async () => {
    const first = await renderWithClient(<Things />, thingsFetch().fake, '/things');
    await openNewAndType('GAMMA');
    await newForm().getByLabelText('Pass code').fill('s3cret!');
    await vi.waitFor(() => expect(localStorage.getItem(NEW_DRAFT)).toContain('GAMMA'));
    expect(localStorage.getItem(NEW_DRAFT)).not.toContain('s3cret');
    // The page goes away (a reload, a closed tab) and comes back.
    await first.unmount();
    await renderWithClient(<Things />, thingsFetch().fake, '/things');
    await expect.element(page.getByText('Restore your unsaved thing?')).toBeVisible();
    await page.getByRole('button', { name: 'Restore' }).click();
    await expect.element(newForm().getByLabelText('Code', { exact: true })).toHaveValue('GAMMA');
    await expect.element(newForm().getByLabelText('Pass code')).toHaveValue('');
    await expect.element(page.getByText('Restore your unsaved thing?')).not.toBeInTheDocument();
  });

  it('offers a draft in the form when it opens again; Discard forgets it; an old one is not offered', async () => {
    localStorage.setItem(NEW_DRAFT, JSON.stringify({ savedAt: Date.now() - 60_000, values: { code: 'DELTA' } }));
    const first = await renderWithClient(<Things />, thingsFetch().fake, '/things');
    await page.getByRole('button', { name: 'Add New' }).click();
    await expect.element(newForm().getByText('Restore your unsaved thing?')).toBeVisible();
    // Nothing is put in until the user says so.
    await expect.element(newForm().getByLabelText('Code', { exact: true })).toHaveValue('');
    await newForm().getByRole('button', { name: 'Discard' }).click();
    await expect.element(newForm().getByText('Restore your unsaved thing?')).not.toBeInTheDocument();
    // The answered offer's buttons are gone: focus is on the form's first field, not lost.
    await expect.element(newForm().getByLabelText('Code', { exact: true })).toHaveFocus();
    expect(localStorage.getItem(NEW_DRAFT)).toBeNull();
    await first.unmount();

    localStorage.setItem(NEW_DRAFT, JSON.stringify({ savedAt: Date.now() - DRAFT_MAX_AGE_MS - 1, values: { code: 'EPSILON' } }));
    await renderWithClient(<Things />, thingsFetch().fake, '/things');
    await expect.element(page.getByRole('row', { name: 'thing ALPHA' })).toBeVisible();
    await expect.element(page.getByText('Restore your unsaved thing?')).not.toBeInTheDocument();
    expect(localStorage.getItem(NEW_DRAFT)).toBeNull();
  });

  it('keeps the drafts of one user from another', async () => {
    localStorage.setItem(draftKey('someone-else', 'thing', null), JSON.stringify({ savedAt: Date.now(), values: { code: 'ZETA' } }));
    await renderWithClient(<Things />, thingsFetch().fake, '/things');
    await expect.element(page.getByRole('row', { name: 'thing ALPHA' })).toBeVisible();
    await expect.element(page.getByText('Restore your unsaved thing?')).not.toBeInTheDocument();
  });
});
