import { describe, expectTypeOf, it } from 'vitest';
import type { SWRResponse } from 'swr';
import { createApiClient } from './client';
import type { ApiError } from './http/errors';
import type { User } from './contract/admin';
import type { LoginResponse } from './contract/auth';
import type { PicklistGroups, ReferenceLists } from './contract/reference';
import { useProfile, useReferenceLists, useResetCheck } from './react/hooks';
import { profileKey, resetCheckKey } from './calls/session';
import { referenceListsKey } from './calls/reference';

describe('ApiClient types', () => {
  const client = createApiClient();

  it('types each call by its answer', () => {
    expectTypeOf(client.login).returns.resolves.toEqualTypeOf<LoginResponse>();
    expectTypeOf(client.profile).returns.resolves.toEqualTypeOf<User>();
    expectTypeOf(client.checkReset).returns.resolves.toEqualTypeOf<{ username: string }>();
    expectTypeOf(client.loadReferenceLists).returns.resolves.toEqualTypeOf<ReferenceLists>();
    expectTypeOf(client.picklistsAll).returns.resolves.toEqualTypeOf<PicklistGroups>();
  });

  it('narrows loadReferenceList by name', () => {
    expectTypeOf(client.loadReferenceList<'roles'>).returns.resolves.toEqualTypeOf<ReferenceLists['roles']>();
    // @ts-expect-error not a reference list
    void client.loadReferenceList('orders');
  });

  it('passes the caller type through request helpers', () => {
    expectTypeOf(client.get<{ n: number }>).returns.resolves.toEqualTypeOf<{ n: number }>();
    // @ts-expect-error query values are scalars or arrays of scalars
    void client.get('users', { nested: { a: 1 } });
  });

  it('keeps hooks and keys in step', () => {
    expectTypeOf(useProfile).returns.toEqualTypeOf<SWRResponse<User, ApiError>>();
    expectTypeOf(useReferenceLists).returns.toEqualTypeOf<SWRResponse<ReferenceLists, ApiError>>();
    expectTypeOf(useResetCheck).parameters.toEqualTypeOf<[string | null | undefined, string | null | undefined]>();
    expectTypeOf(profileKey()).toEqualTypeOf<readonly ['users/profile']>();
    expectTypeOf(resetCheckKey('r', 'm')).toEqualTypeOf<readonly ['reset', string, string]>();
    expectTypeOf(referenceListsKey()).toEqualTypeOf<readonly ['reference-lists']>();
  });
});
