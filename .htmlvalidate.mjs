/**
 * html-validate's recommended rules for every page the build writes. Two stylistic rules are set to the way
 * React serialises HTML (all valid HTML): React's camelCase spelling of a few
 * attributes (`hrefLang`, `autoComplete`; HTML attribute names are case-insensitive) and `hidden=""`; ids may
 * start with `_` as React's `useId` values do (valid HTML5, which allows any id without spaces).
 */
export default {
  extends: ['html-validate:recommended'],
  rules: {
    // Off: React writes void elements as `<img/>`, while content HTML is published as parse5 serialises the checked tree
    // (`<img>`, the standard's own form). Both are valid HTML; one page holds both.
    'void-style': 'off',
    'attr-case': 'off',
    'attribute-empty-style': ['error', { style: 'empty' }],
    // React writes boolean attributes with an empty value too (`noValidate=""` on the enquiry form).
    'attribute-boolean-style': ['error', { style: 'empty' }],
    'valid-id': ['error', { relaxed: true }],
  },
};
