/** Internet Explorer detection for the browser warning (spec 3 §2.16). */

export function isInternetExplorer(userAgent: string): boolean {
  return userAgent.includes('MSIE ') || userAgent.includes('Trident/');
}

export function runningInInternetExplorer(): boolean {
  return typeof navigator !== 'undefined' && isInternetExplorer(navigator.userAgent);
}
