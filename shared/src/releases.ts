/**
 * The releases' vocabulary (@app/contract/releases) for browser code: the poll's pace, the contract
 * version calls name, the refused releases' reports and the words of it all. Read by the shell's
 * areas (after sign-in): the login page does not carry it.
 */
export * from '@app/contract/releases';
