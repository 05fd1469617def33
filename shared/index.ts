export * from './api-client';
export * from './api-types';
export * from './constants';
export * from './dates';
export * from './messages';
export * from './schema';
export * from './text';
