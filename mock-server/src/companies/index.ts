/** What other resources use of companies: the look-up. */
export { companyById } from './queries';
