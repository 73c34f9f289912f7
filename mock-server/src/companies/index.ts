/** What other resources use of companies: the look-ups. */
export { companyById, companyFor } from './queries';
