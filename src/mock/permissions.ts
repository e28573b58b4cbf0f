// What an admin's token lets them do (docs/design.md, decision 4): each admin operation names the
// resource, action and level it needs, looked up as the SDK's `can()` does. The table is keyed by
// operationId, so that a search sent as a POST is a read and the legacy CMS under
// `project/{pid}/content` is `cms`; tests/mock/permissions.test.ts checks it covers every admin
// operation of openapi/calls.tsv.
import { can, type PermissionVerb } from '../clients/permissions.js';
import type { AccessClaims } from './tokens.js';

/** [resource, action, verb]; `own` for what is the caller's own (always allowed). */
export type OperationRule = readonly [resource: string, action: string, verb: PermissionVerb] | 'own';

const read = (resource: string) => [resource, 'read', 'Read'] as const;
const create = (resource: string) => [resource, 'create', 'Write'] as const;
const update = (resource: string) => [resource, 'update', 'Write'] as const;
const remove = (resource: string) => [resource, 'delete', 'Write'] as const;

export const ADMIN_OPERATION_RULES: Record<string, OperationRule> = {
  // The logins carry no token: nothing to check, listed so that the table is whole.
  loginAdmin: 'own',
  loginLegacy: 'own',
  listProjects: read('project'),
  getProjectStats: read('project'),
  getProject: read('project'),
  updateProject: update('project'),
  listProviders: read('project'),
  activateProvider: update('project'),
  deactivateProvider: update('project'),
  listAuthenticationCustomers: read('project'),
  listZohoDeals: read('project'),
  listEntities: read('entity'),
  createEntity: create('entity'),
  getEntity: read('entity'),
  updateEntity: update('entity'),
  deleteEntity: remove('entity'),
  createRequestAction: create('request-action'),
  listRequestActions: read('request-action'),
  getRequestAction: read('request-action'),
  updateRequestAction: update('request-action'),
  addRequestActionComment: update('request-action'),
  // Records what the reader saw; a reader may.
  markRequestActionSeen: read('request-action'),
  sendNotification: create('notification'),
  searchItems: read('ecommerce'),
  getItem: read('ecommerce'),
  listItems: read('ecommerce'),
  searchOrders: read('ecommerce'),
  getOrder: read('ecommerce'),
  updateOrder: update('ecommerce'),
  getOrderGroup: read('ecommerce'),
  // A POST by the contract, but it changes nothing and is safe to repeat.
  searchOrderGroups: read('ecommerce'),
  listOrdersV2: read('ecommerce'),
  exportOrdersCsvV2: read('ecommerce'),
  getOrderV2: read('ecommerce'),
  getProfile: read('ecommerce'),
  getProfileBasic: read('ecommerce'),
  updateProfile: update('ecommerce'),
  listCustomTypes: read('cms'),
  createCustomType: create('cms'),
  getCustomType: read('cms'),
  updateCustomType: update('cms'),
  deleteCustomType: remove('cms'),
  listLegacyContent: read('cms'),
  createLegacyContent: create('cms'),
  getLegacyContent: read('cms'),
  updateLegacyContent: update('cms'),
  deleteLegacyContent: remove('cms'),
  listLegacyContentPaginated: read('cms'),
  translateLegacyContent: update('cms'),
  reorderLegacyContent: update('cms'),
  listCmsModels: read('cms'),
  createCmsModel: create('cms'),
  getCmsModel: read('cms'),
  updateCmsModel: update('cms'),
  deleteCmsModel: remove('cms'),
  upsertCmsModelField: update('cms'),
  deleteCmsModelField: update('cms'),
  listCmsContent: read('cms'),
  createCmsContent: create('cms'),
  getCmsContent: read('cms'),
  updateCmsContent: update('cms'),
  deleteCmsContent: remove('cms'),
  orderCmsContent: update('cms'),
  setCmsContentValue: update('cms'),
  listCmsFiles: read('cms'),
  getCmsFile: read('cms'),
  deleteCmsFile: remove('cms'),
  downloadCmsFile: read('cms'),
  uploadCmsFile: create('cms'),
  listCmsImages: read('cms'),
  getCmsImage: read('cms'),
  deleteCmsImage: remove('cms'),
  uploadCmsImage: create('cms'),
  listConversations: read('conversation'),
  updateConversation: update('conversation'),
  listConversationMessages: read('conversation'),
  // Records what the reader saw; a reader may.
  markMessageSeen: read('conversation'),
  listTransactions: read('payment'),
  listTransactionsM2: read('payment'),
  getTransaction: read('payment'),
  listTransactionEvents: read('payment'),
  refundTransaction: ['payment', 'refund', 'Admin'],
  exportTransactionsCsv: read('payment'),
  listUsers: read('auth'),
  createUser: create('auth'),
  getUser: read('auth'),
  updateUser: update('auth'),
  deleteUser: remove('auth'),
  listRoles: read('auth'),
  createRole: create('auth'),
  getRole: read('auth'),
  updateRole: update('auth'),
  deleteRole: remove('auth'),
  addRolePermission: update('auth'),
  removeRolePermission: update('auth'),
  listAdmins: read('auth'),
  createAdmin: create('auth'),
  getAdmin: read('auth'),
  updateAdmin: update('auth'),
  deleteAdmin: remove('auth'),
  listPermissions: read('auth'),
  getPermission: read('auth'),
  // An admin's preferences are their own, whatever their permissions.
  listAdminPreferences: 'own',
  getAdminPreference: 'own',
  setAdminPreference: 'own',
  runLambda: ['lambda', 'run', 'Write'],
  listEvents: read('event'),
  updateEvent: update('event'),
  deleteEvent: remove('event'),
};

/** Whether the token's permissions allow the admin operation; an operation not in the table is refused. */
export function allowed(claims: AccessClaims, operationId: string): boolean {
  const rule = Object.hasOwn(ADMIN_OPERATION_RULES, operationId) ? ADMIN_OPERATION_RULES[operationId] : undefined;
  if (rule === undefined) return false;
  if (rule === 'own') return true;
  const [resource, action, verb] = rule;
  return can(claims.permissions, resource, action, verb);
}
