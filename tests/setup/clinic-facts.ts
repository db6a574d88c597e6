/**
 * The real clinic facts (content/clinic.yml), installed before each test file as the build's load stage installs a
 * project's own: tests that render a component or check a field without a build read them. A build a test runs
 * installs the facts of the project it builds, which the fixture projects copy from the real file.
 */
import path from 'node:path';
import { loadClinicFacts } from '../../src/generator/load/clinic-facts.ts';
import { installClinic } from '../../src/site/clinic.ts';
import { valueOrThrow } from '../../src/shared/problems.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
installClinic(valueOrThrow(await loadClinicFacts(path.join(ROOT, 'content'), 'content')).clinic);
