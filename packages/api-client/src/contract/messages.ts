/**
 * Every user-facing message of the spec, word for word. The console's forms and the server's
 * validation both read them from here: one rule, one message.
 */
export const MESSAGES = {
  // spec 1 §8 and §5
  loginFailed: 'Invalid username or password provided. Login attempt failed',
  notPrivileged: 'You are not privileged to perform this action',
  noPermissionsAtAll: 'You do not seem to have this permission as yet. Please contact {email}.',
  noPrivilege: 'You do not have privilege',
  noMatchingRecords: 'No matching record(s) available.',
  validationErrorTitle: 'Validation Error',
  usernameRequired: 'Username is required and must be at least 4 characters.',
  passwordRequired: 'Password is required.',
  passwordHint: 'Password needs a letter, a number and a special character.',
  userName: 'User name is required and must be up to 100 characters.',
  emailNotWellFormed: 'Email is not well formed.',
  emailExists: 'User already exists with this email.',
  passwordPolicy: 'Password must contain at least: 1 alpha-numeric letter, 1 number, and one special character',
  currentPasswordRequired: 'Current password is required and must be provided.',
  newPasswordMin: 'New password must be at least 8 characters.',
  confirmationMismatch: 'Confirmation password is required and must be same as the new password.',
  enterpriseName: 'Enterprise name is required and must be up to 100 characters.',
  enterpriseExistsWithName: 'Enterprise already exists with this name.',
  enterpriseExists: 'Enterprise already exists.',
  roleName: 'Role name is required and must be up to 100 characters.',
  roleNameExists: 'Role already exists with this name.',
  roleIdentifier: 'Role identifier is required and must be up to 100 characters.',
  roleIdentifierExists: 'Role already exists with this identifier.',
  permissionValue: 'Permission value is required and must be up to 100 characters.',
  permissionDescription: 'Permission description is required and must be up to 100 characters.',
  permissionExists: 'Permission already exists with this platform/context/type/value combination',
  // Required-field messages the spec leaves unworded (spec 1 §5 "type, enterprises, role: required")
  emailRequired: 'Email is required and must be up to 100 characters.',
  userTypeRequired: 'User type is required and must be selected from the given options.',
  userRoleRequired: 'Role is required and must be selected from the given options.',
  userEnterprisesRequired: 'At least one enterprise must be selected.',
  userFacilitiesRequired: 'At least one facility must be selected.',
  userAccountsRequired: 'At least one account must be selected.',
  permissionPlatform: 'Permission platform is required and must be selected from the given options.',
  permissionContext: 'Permission context is required and must be selected from the given options.',
  permissionType: 'Permission type is required and must be selected from the given options.',
  permissionCellLocked: 'This permission entry is locked. Unlock it before granting or denying.',
  // spec 2 §5, §8
  facilitySaved: 'The facility changes were saved successfully. To exit out of this wizard, click cancel.',
  accountSaved: 'The account changes were saved successfully. To exit out of this wizard, click cancel.',
  facilityExists: 'Facility already exists.',
  accountExists: 'Account already exists with this account number.',
  accountTimeZone: 'Account Time Zone is required and must be picked.',
  contractNo: 'Contract no. is required and must be digits (0-9) only.',
  contractExists: 'Contract already exists with this contract number.',
  groupName: 'Group name is required and must be provided.',
  powerLevel: 'Inventory power level is required and must be selected from the given options.',
  parEntryRequired: 'At the minimum one definition entry must be added.',
  visitLocationRequired: 'At least one location must be added to visit definition',
  visitStartDate: 'Start Date must be greater than or equal to today',
  visitStartTime: 'Start Time must match HH:mm format',
  visitStartFuture: 'Start Date/time value must be some value in future',
  visitEndGap: 'End Date/time value must be at least {n} {unit} after the Start date/time for a {frequency} visit.',
  noAssetsFound: 'No assets found. Consider changing the search query.',
  // spec 3 §5, §8
  assetFileRequired: 'Asset File must be selected to upload.',
  locationsFileRequired: 'Locations File must be selected to upload.',
  picklistNameRequired: 'Picklist name is required',
  nameRequired: 'Name is required.',
  picklistValueExists: 'Value already exists.',
  picklistExists: 'Picklist already exists with this name and value.',
  picklistValueExistsUnder: 'Value already exists under picklist.',
  serialNumber: 'Serial number is required and must be up to 100 characters.',
  assetExists: 'Asset already exists with this serial number and model combination.',
  assetModelRequired: 'Product model is required for an asset.',
  assetAccountRequired: 'Account number is required for an asset.',
  rfidLength: 'RFID value must be exactly 24 characters.',
  orderItemRequired: 'At least one item must be added to order.',
  completionMinutesPositive: 'Completion minutes value must be positive non zero integer.',
  completionMinutesMin: 'Completion minutes value must be minimum {n}.',
  assignUserRequired: 'User is required and must be selected from the given options.',
  modelExists: 'Model already exists with this model code.',
  itemCode: 'Item code is required and must be up to 100 characters',
  productExists: 'Product already exists with this item code',
  itemDescription: 'Item description is required and must be up to 100 characters',
  productModelRequired: 'Model is required and must be selected from the given options.',
  exportRequested: 'Download requested',
  exportRequestedTitle: 'Successfully Requested',
  ieUnsupported:
    'Internet Explorer is not supported. Please use a modern browser such as Chrome, Edge, Firefox or Safari.',
} as const;

export type MessageKey = keyof typeof MESSAGES;

/** Fills `{name}` placeholders of a message. */
export function formatMessage(message: string, values: Record<string, string | number>): string {
  return message.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}
