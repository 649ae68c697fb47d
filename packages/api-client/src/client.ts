/** createApiClient: the transport plus one typed function per EquipDesk call. No React here. */
import type { Enterprise, Role, User } from './contract/admin';
import type { ForgotRequest, ForgotResponse, LoginRequest, LoginResponse, PasswordBody } from './contract/auth';
import type { ActionResponse } from './contract/envelopes';
import type {
  AccountDdItem,
  ContractDdItem,
  FacilityDdItem,
  LocationDdItem,
  ModelDdItem,
  PicklistGroups,
  ProductDdItem,
  ReferenceListName,
  ReferenceLists,
  UserDdItem,
} from './contract/reference';
import * as reference from './calls/reference';
import * as session from './calls/session';
import { createTransport } from './transport';
import type { ApiClientOptions, Transport } from './transport';

export interface ApiClient extends Omit<Transport, 'resetUnauthorized'> {
  /** Signs in; on success the 401 notification is armed again for the new session. */
  login(credentials: LoginRequest, signal?: AbortSignal): Promise<LoginResponse>;
  logout(): Promise<ActionResponse>;
  forgot(body: ForgotRequest, signal?: AbortSignal): Promise<ForgotResponse>;
  /** Resolves with the username of a valid reset link; ApiError(404) otherwise. */
  checkReset(recoveryId: string, messageId: string, signal?: AbortSignal): Promise<{ username: string }>;
  reset(recoveryId: string, messageId: string, body: PasswordBody, signal?: AbortSignal): Promise<ActionResponse>;
  profile(signal?: AbortSignal): Promise<User>;
  enterprises(signal?: AbortSignal): Promise<Enterprise[]>;
  facilitiesDd(signal?: AbortSignal): Promise<FacilityDdItem[]>;
  contractsDd(signal?: AbortSignal): Promise<ContractDdItem[]>;
  modelsDd(signal?: AbortSignal): Promise<ModelDdItem[]>;
  productsDd(signal?: AbortSignal): Promise<ProductDdItem[]>;
  accountsDd(signal?: AbortSignal): Promise<AccountDdItem[]>;
  usersDd(signal?: AbortSignal): Promise<UserDdItem[]>;
  roles(signal?: AbortSignal): Promise<Role[]>;
  locationsDd(signal?: AbortSignal): Promise<LocationDdItem[]>;
  picklistsAll(signal?: AbortSignal): Promise<PicklistGroups>;
  /** One reference list (empty on 403), to refresh the cache after a save. */
  loadReferenceList<K extends ReferenceListName>(name: K, signal?: AbortSignal): Promise<ReferenceLists[K]>;
  /** All reference lists in parallel; a list refused with 403 is empty. */
  loadReferenceLists(signal?: AbortSignal): Promise<ReferenceLists>;
}

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const transport = createTransport(options);
  return {
    request: transport.request,
    get: transport.get,
    post: transport.post,
    put: transport.put,
    download: transport.download,
    async login(credentials, signal) {
      const response = await session.login(transport, credentials, signal);
      if (response.success) transport.resetUnauthorized();
      return response;
    },
    logout: () => session.logout(transport),
    forgot: (body, signal) => session.forgot(transport, body, signal),
    checkReset: (recoveryId, messageId, signal) => session.checkReset(transport, recoveryId, messageId, signal),
    reset: (recoveryId, messageId, body, signal) => session.reset(transport, recoveryId, messageId, body, signal),
    profile: (signal) => session.profile(transport, signal),
    enterprises: (signal) => reference.enterprises(transport, signal),
    facilitiesDd: (signal) => reference.facilitiesDd(transport, signal),
    contractsDd: (signal) => reference.contractsDd(transport, signal),
    modelsDd: (signal) => reference.modelsDd(transport, signal),
    productsDd: (signal) => reference.productsDd(transport, signal),
    accountsDd: (signal) => reference.accountsDd(transport, signal),
    usersDd: (signal) => reference.usersDd(transport, signal),
    roles: (signal) => reference.roles(transport, signal),
    locationsDd: (signal) => reference.locationsDd(transport, signal),
    picklistsAll: (signal) => reference.picklistsAll(transport, signal),
    loadReferenceList: (name, signal) => reference.loadReferenceList(transport, name, signal),
    loadReferenceLists: (signal) => reference.loadReferenceLists(transport, signal),
  };
}
