export { showValidationErrors, useValidationToast, VALIDATION_TOAST_TITLE } from './showValidationErrors';
