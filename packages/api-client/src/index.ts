/** @equipdesk/api-client: the typed EquipDesk client and SWR hooks. The contract is in ./contract. */
export { isSaveOk } from './contract/envelopes';
