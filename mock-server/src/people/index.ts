/** What other resources use of people: look-ups, the view, and adding a person. */
export { affiliationOf, personOf, userById } from './queries';
export { newPersonSchema } from './schemas';
export { userView } from './view';
export { createCompanyPerson, createPerson, insertPerson, updatePerson } from './writes';
