import { EARLY_REDIRECT_SCRIPT } from '../shared/early-redirect.ts';
import { REDIRECT_PATH } from '../shared/locale-memory.ts';
import { useRender } from './context.ts';

/**
 * The remembered-locale redirect, decided in the head of the English home page before anything is painted
 * (src/shared/early-redirect.ts). Only that page carries it: the redirect happens nowhere else.
 */
export function EarlyRedirect() {
  const { route } = useRender();
  if (route.path !== REDIRECT_PATH) return null;
  // The exact text the Content-Security-Policy allows by hash: React must write it unchanged.
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the generator's own script, which the CSP allows by the hash of this exact text.
  return <script dangerouslySetInnerHTML={{ __html: EARLY_REDIRECT_SCRIPT }} />;
}
