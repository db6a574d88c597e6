/**
 * The GitHub Pages workflow builds the way the README says a site is built, publishes what the build writes, and
 * runs when the daily build would: a workflow is only run on GitHub, so this is where a change to it is checked.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { ROOT } from '../helpers/project.ts';

interface Step {
  readonly uses?: string;
  readonly run?: string;
  readonly with?: Record<string, string>;
  readonly env?: Record<string, string>;
}
interface Job {
  readonly if?: string;
  readonly needs?: string;
  readonly permissions?: Record<string, string>;
  readonly steps: Step[];
}
interface Workflow {
  readonly on: { schedule?: Array<{ cron: string }>; push?: { branches: string[] } };
  readonly jobs: Record<string, Job>;
}

const read = async (file: string) => parse(await readFile(path.join(ROOT, file), 'utf8')) as Workflow;

describe('.github/workflows/pages.yml', () => {
  it('builds with the README’s commands and the build settings, and publishes dist/ with the Pages actions', async () => {
    const { jobs } = await read('.github/workflows/pages.yml');
    const readme = await readFile(path.join(ROOT, 'README.md'), 'utf8');
    const runs = (jobs.build?.steps ?? []).flatMap((step) => (step.run ? [step.run.trim()] : []));
    // The README's set-up: `npm ci && npm run build`.
    expect(readme).toContain('npm ci && npm run build');
    expect(runs.filter((run) => run.startsWith('npm '))).toEqual(['npm ci --no-audit --no-fund', 'npm run build']);
    const build = jobs.build?.steps.find((step) => step.run?.trim() === 'npm run build');
    // Every setting .env.example lists (set, or commented out as an example) is passed to the build.
    const settings = [...(await readFile(path.join(ROOT, '.env.example'), 'utf8')).matchAll(/^(?:# ?)?([A-Z][A-Z_]+)=/gm)];
    expect(Object.keys(build?.env ?? {}).sort()).toEqual(settings.map((match) => match[1]).sort());
    const upload = jobs.build?.steps.find((step) => step.uses?.startsWith('actions/upload-pages-artifact@'));
    expect(upload?.with?.path).toBe('dist');
    expect(jobs.deploy?.needs).toBe('build');
    expect(jobs.deploy?.steps.map((step) => step.uses)).toEqual([expect.stringMatching(/^actions\/deploy-pages@v\d+$/)]);
    expect(jobs.deploy?.permissions).toEqual({ pages: 'write', 'id-token': 'write' });
  });

  it('runs only where Pages is switched on, on main and at the daily build’s time', async () => {
    const pages = await read('.github/workflows/pages.yml');
    const daily = await read('.github/workflows/scheduled-build.yml');
    expect(pages.jobs.build?.if).toBe("vars.PUBLISH_TO_PAGES == 'true'");
    expect(pages.on.push?.branches).toEqual(['main']);
    expect(pages.on.schedule).toEqual(daily.on.schedule);
  });
});
