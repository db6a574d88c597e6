/**
 * The editor's "Glossary": one Decap file collection over content/glossary.yml, its form made from the schema the
 * build checks the file against (model/glossary.ts), so a translator can look a word up at /admin/ beside the page
 * being translated, and a keeper can add a term. The build checks what is saved, as for every content file.
 */
import { GLOSSARY_FILE, GLOSSARY_SCHEMA } from '../../model/glossary.ts';
import type { Field } from '../../site/fact-schema.ts';
import type { DecapCollection } from './admin-config.ts';
import { factField } from './admin-facts.ts';

export const GLOSSARY_COLLECTION = 'glossary';

export function glossaryCollection(): DecapCollection {
  const fields = GLOSSARY_SCHEMA.kind === 'object' ? Object.entries(GLOSSARY_SCHEMA.fields) : [];
  return {
    name: GLOSSARY_COLLECTION,
    label: 'Glossary',
    description:
      'One word per concept in English, Chinese and Malay, and the words a Chinese or Malay page must not use instead. The build refuses a page that uses one.',
    format: 'yml',
    extension: 'yml',
    files: [
      {
        name: GLOSSARY_COLLECTION,
        label: 'Glossary',
        file: `content/${GLOSSARY_FILE}`,
        fields: fields.map(([name, field]) => factField(name, field as Field)),
      },
    ],
  };
}
