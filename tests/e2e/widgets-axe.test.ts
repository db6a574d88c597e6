/**
 * axe-core (WCAG 2.0, 2.1 and 2.2, A and AA) over each widget example of widgets.ts, closed and open: the
 * header in both states, each sidebar open, the WhatsApp panel open, the language switcher.
 */
import { describe, expect, it } from 'vitest';
import { isolatedContext } from '../../scripts/lib/browser.ts';
import { axeViolations, waitForWidgets, watchConsole, WIDGET_EXAMPLES } from './widgets.ts';
import { siteInBrowser } from '../helpers/site-in-browser.ts';

const site = siteInBrowser();

describe('accessibility of the widgets (axe-core in Chromium)', () => {
  it.each(WIDGET_EXAMPLES)('$name has no violation', async ({ path, viewport, arrange }) => {
    // The site's CSP forbids inline scripts, axe's included; the audit test checks the CSP itself.
    const context = await isolatedContext(site.browser, site.server.origin, { viewport, reducedMotion: 'reduce', bypassCSP: true });
    try {
      const page = await context.newPage();
      const problems = watchConsole(page);
      await page.goto(`${site.server.origin}${path}`, { waitUntil: 'load' });
      await waitForWidgets(page);
      await arrange(page);
      expect(await axeViolations(page)).toEqual([]);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
