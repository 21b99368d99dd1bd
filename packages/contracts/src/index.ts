export * from './languages.js';
export * from './constants.js';
export * from './errors.js';
export * from './news.js';
export * from './reference.js';
export * from './system.js';
