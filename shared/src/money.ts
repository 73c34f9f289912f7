/**
 * @app/shared/money: the vocabulary of clients, rates, invoices and amounts (@app/contract/money:
 * the rate levels and the places each names, amounts formatted and parsed in a currency, tax rates
 * as percents, the pages' words) and their calls. The company remote's clients, projects, rates and
 * invoices pages read it; the login page and the other pages do not load it.
 */
export * from '@app/contract/money';
export * from './data/money';
