export { ToastProvider, useToast, toast, toastApiError, TOAST_DURATION, TOAST_ERROR_DURATION } from './Toast';
export type { ToastApi, ToastProviderProps } from './Toast';
export { getApiErrorMessage } from './apiError';
