export { API_TAGS, baseApi } from './base-api';
export { apiClient } from './client';
export { isApiError, type ApiError } from './api-error';
export { tokenCookies } from './token-cookies';
