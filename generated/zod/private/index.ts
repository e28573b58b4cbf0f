export * from './auth/auth';
export * from './ecommerce/ecommerce';
export * from './files/files';
export * from './notifications/notifications';
export * from './payments/payments';
