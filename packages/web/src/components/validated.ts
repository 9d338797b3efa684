import type { FormInstance } from 'antd';

/** antd's rejection when fields fail their rules: the form already shows why. */
function isValidationError(err: unknown): boolean {
  return typeof err === 'object' && err !== null && 'errorFields' in err;
}

/**
 * The form's values once its rules pass, or null when they do not. antd
 * rejects with `{ errorFields }` then; left uncaught it becomes an unhandled
 * rejection, while the form has already marked the fields.
 */
export async function validated<T>(form: FormInstance<T>): Promise<T | null> {
  try {
    return await form.validateFields();
  } catch (err) {
    if (isValidationError(err)) return null;
    throw err;
  }
}
