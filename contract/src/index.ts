export * from './auth.js';
export * from './envelope.js';
export * from './fields.js';
export * from './institution.js';
export * from './limits.js';
export * from './lists.js';
