export * from './http';
export * from './errors';
export { authApi } from './auth';
export { userApi } from './user';
export { modelApi } from './model';
export { healthApi } from './health';
export { billingApi, adminBillingApi } from './billing';
export { rolesApi, typesApi } from './roles';
export { helperApi } from './helper';
