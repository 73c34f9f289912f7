/** This remote's release label, fixed at build time (APP_RELEASE), shown in its area footer. */
export const RELEASE = process.env.APP_RELEASE ?? 'dev';
