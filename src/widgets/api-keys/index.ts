// Public surface of the api-keys widget, for its element registration.
export { ApiKeys, type ApiKeysProps } from './api-keys';
export { apiKeysStyles } from './api-keys-styles';
export { apiKeysCatalog } from './strings';
export { scopeConfigs, parseScope } from './model';
export type {
  ApiKeyCreatedDetail,
  ApiKeyRevokedDetail,
  ApiKeyExpirationChangedDetail,
  ApiKeysEvents,
} from './events';
