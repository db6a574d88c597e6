import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { build, BuildError } from '../../src/generator/build.ts';
import { INTACT, previousOutputState, tempProjectWithPreviousOutput, type TempProject } from '../helpers/project.ts';

// The services' settings with the enquiry form's id removed, as a developer editing src/site/services.ts might leave them.
vi.mock('../../src/site/services.ts', async (importOriginal) => {
  const { SERVICES } = await importOriginal<typeof import('../../src/site/services.ts')>();
  return { SERVICES: { ...SERVICES, form: { ...SERVICES.form, enquiryFormId: '' } } };
});

let project: TempProject;

beforeEach(async () => {
  project = await tempProjectWithPreviousOutput();
});

afterEach(() => project.dispose());

describe('service settings without an enquiry form id', () => {
  it("fail the build with 'No hapiform ID provided!', naming the file and field, and keep the previous output", async () => {
    const error = await build({ root: project.root, outDir: project.out, env: { GTM_ID: '' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BuildError);
    expect((error as BuildError).lines).toContain('src/site/services.ts: form.enquiryFormId: No hapiform ID provided!');
    expect(await previousOutputState(project)).toEqual(INTACT);
  });
});
