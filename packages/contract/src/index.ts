export * from './auth/session.ts';
export * from './common/enums.ts';
export * from './common/fields.ts';
export * from './i18n/validation.ts';
export * from './store/store.ts';
export * from './common/pagination.ts';
