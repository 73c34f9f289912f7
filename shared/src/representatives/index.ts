/** Units with a representative (companies, departments) and the person forms that describe one. */
export * from './personForm';
export * from './representedUnitEdit';
