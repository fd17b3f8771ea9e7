// Stands in for each of Shiki's ~300 language grammars, which Sveltia CMS imports one by one to
// colour code fields. No field of ours holds code, and the grammars would add 290 files and seconds
// to every build (builder/cms.ts). A language without a grammar shows as plain text.
export default [];
