/**
 * An error's class name and, for network errors, the system code ("TypeError ECONNREFUSED",
 * "TimeoutError"). Never the message: it may quote a URL, an address or a response.
 */
export function describeDeliveryError(error: unknown): string {
  const name =
    typeof error === 'object' && error !== null && 'name' in error && typeof error.name === 'string' ? error.name : '';
  const cause = typeof error === 'object' && error !== null && 'cause' in error ? error.cause : undefined;
  const code =
    typeof cause === 'object' && cause !== null && 'code' in cause && typeof cause.code === 'string' ? cause.code : '';
  const safeName = /^[A-Za-z]{1,40}$/.test(name) ? name : 'Error';
  return /^[A-Z][A-Z0-9_]{1,40}$/.test(code) ? `${safeName} ${code}` : safeName;
}
