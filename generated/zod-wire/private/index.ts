export * from './auth/auth.js';
export * from './ecommerce/ecommerce.js';
export * from './files/files.js';
export * from './notifications/notifications.js';
export * from './payments/payments.js';
