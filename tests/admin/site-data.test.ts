/**
 * Before a save the editor reads the site's data again; while the site is redrawn the file is gone or half
 * written for a moment: the save waits for it, and says so in staff's words if it does not come back.
 */
import { describe, expect, it } from 'vitest';
import { SITE_REDRAWING, siteDataWhenReady } from '../../src/admin/site-data.ts';

/** A server answering each request in turn with the next of `answers` (the last one again once they run out). */
function server(...answers: Array<[number, string]>): typeof fetch {
  let next = 0;
  return (async () => {
    const [status, body] = answers[Math.min(next++, answers.length - 1)] ?? [500, ''];
    return new Response(body, { status });
  }) as typeof fetch;
}

describe('the site’s data before a save', () => {
  it('waits while the site is redrawn (gone, then half written) and goes on once it is back', async () => {
    const get = server([404, 'Not found'], [200, '{"config": {"colle'], [200, '{"files": []}']);
    expect(await siteDataWhenReady('/admin/site.json', { fetch: get, pause: 1 })).toEqual({ files: [] });
  });

  it('says in words that nothing was saved when the site does not come back', async () => {
    const waited = siteDataWhenReady('/admin/site.json', { fetch: server([404, 'Not found']), pause: 1, tries: 3 });
    await expect(waited).rejects.toThrow(SITE_REDRAWING);
    await expect(waited).rejects.not.toThrow(/404|JSON|site\.json/);
  });
});
