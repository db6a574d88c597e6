/**
 * The editor's "Glossary": one Decap file collection over content/glossary.yml, its form made from the schema the
 * build checks the file against (model/glossary.ts), so a translator can look a word up at /admin/ beside the page
 * being translated, and a keeper can add a term. What a save would write is checked as the build checks it first.
 */
import { GLOSSARY_FILE, GLOSSARY_SCHEMA } from '../../model/glossary.ts';
import type { Field } from '../../site/fact-schema.ts';
import { GLOSSARY_COLLECTION, GLOSSARY_FORMAT } from '../../site/admin.ts';
import type { DecapCollection } from './admin-config.ts';
import { factField } from './admin-facts.ts';

export function glossaryCollection(): DecapCollection {
  const fields = GLOSSARY_SCHEMA.kind === 'object' ? Object.entries(GLOSSARY_SCHEMA.fields) : [];
  return {
    name: GLOSSARY_COLLECTION,
    label: 'Glossary',
    description:
      'One word per concept in English, Chinese and Malay, and the words a Chinese or Malay page must not use instead. The build refuses a page that uses one.',
    // Written back over the file as it was read, comments and flow lists kept (src/admin/glossary-file.ts).
    format: GLOSSARY_FORMAT,
    // A list of words is no page: no preview pane (the page preview has nothing to draw, and said so as an error).
    editor: { preview: false },
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
