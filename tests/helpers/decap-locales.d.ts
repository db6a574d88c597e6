/** Decap's English messages, as its editor registers them (decap-cms-locales ships no types). */
declare module 'decap-cms-locales/dist/esm/en/index.js' {
  const en: Record<string, unknown>;
  export default en;
}
