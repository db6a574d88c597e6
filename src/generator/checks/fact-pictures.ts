/**
 * Every picture the clinic facts name (the doctor's portrait, the award badges, any `path` field of the schema)
 * must be a picture of public/ that the build publishes: the schema only checks the shape of the path, and a
 * picture that is not there is a broken image on every page that shows it. Named with the file, line and field.
 */
import { CLINIC_FILE, CLINIC_SCHEMA } from '../../site/clinic-schema.ts';
import { type FactType, type FieldPath, readYaml } from '../../site/fact-schema.ts';
import type { Problem } from '../../shared/problems.ts';

/**
 * Problems of the pictures the clinic facts name, against the site's pictures (keyed by site path); `text` is the
 * facts file's text and `file` how problems name it.
 */
export function factPictureProblems(pictures: ReadonlyMap<string, unknown>, text: string, file: string = CLINIC_FILE): Problem[] {
  // A file that cannot be parsed is already a problem of its own (clinic-schema.ts).
  const yaml = readYaml(text, file);
  if (yaml.problems.length) return [];
  const problems: Problem[] = [];
  for (const { path, value } of picturePaths(CLINIC_SCHEMA, yaml.data, []))
    if (typeof value === 'string' && !pictures.has(value))
      problems.push({
        file,
        ...yaml.lineOf(path),
        field: path.join('.'),
        message: `${value} is not a picture in public/: put the picture there (or upload it in the editor) and name it by its path`,
      });
  return problems;
}

/** Every value of a `path` field in `data`, walked along its schema. */
function picturePaths(type: FactType, data: unknown, at: FieldPath): Array<{ path: FieldPath; value: unknown }> {
  if (type.kind === 'path') return [{ path: at, value: data }];
  if (type.kind === 'list' && Array.isArray(data)) return data.flatMap((item, index) => picturePaths(type.of, item, [...at, index]));
  if (type.kind === 'object' && typeof data === 'object' && data !== null)
    return Object.entries(type.fields).flatMap(([name, field]) =>
      Object.hasOwn(data, name) ? picturePaths(field.type, (data as Record<string, unknown>)[name], [...at, name]) : [],
    );
  return [];
}
