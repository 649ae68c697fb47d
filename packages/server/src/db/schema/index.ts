/**
 * The EquipDesk database: one table for every entity of the three specs. Column names are
 * snake_case in SQL (drizzle `casing`), camelCase in TypeScript. Rows point at each other by
 * `external_id` (a uuid), because that is the id the API speaks everywhere.
 */
export { enterprises, roles, permissions, rolePermissions, users, broadcasts } from './admin';
export { authTokens, mfaRecoveryCodes, ssoFlows, ssoTickets, passwordRecoveries } from './signIn';
export { picklistValues, models, products } from './catalogue';
export { facilities, accounts, contracts, locations, parDefinitions, parEntries } from './sites';
export { userEnterprises, userFacilities, userAccounts } from './userScopes';
export { assets, assetTags, assetListItems, assetMutations } from './assets';
export { orders, orderItems, orderCompletions, orderSignatures } from './orders';
export { alerts, visitDefinitions, visitDefinitionLocations, visitTasks } from './service';
export { uploads, uploadRows, jobs, exportRequests, syncConfigs } from './files';
export { utilizationSummaries, utilizationMetrics, dashboardViews } from './reports';
