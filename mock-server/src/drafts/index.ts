/** What the seed uses of drafts: storing one. */
export { insertDraft } from './writes';
