/**
 * The build-time variables of the browser code: webpack writes each `process.env.APP_*` expression
 * out literally (DefinePlugin, scripts/webpack/createConfig.js). The browser has no `process`; only
 * these expressions exist, so this is all the browser packages are told about it (no Node types).
 */
declare const process: { readonly env: { readonly [name: `APP_${string}`]: string | undefined } };
