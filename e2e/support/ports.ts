/** Ports of the browser-test stack (separate origins for the shell and each remote). */
export const E2E_API_PORT = Number(process.env.E2E_API_PORT || 9419);
export const E2E_SHELL_PORT = Number(process.env.E2E_SHELL_PORT || 9410);
/** A second, test-controlled stack for stopping and redeploying remotes. */
export const E2E_SPARE_SHELL_PORT = E2E_SHELL_PORT + 10;
export const E2E_API_URL = `http://127.0.0.1:${E2E_API_PORT}/api/v1`;
/** A stack of its own whose API the outage tests stop and start. */
export const E2E_OUTAGE_API_PORT = E2E_API_PORT + 10;
export const E2E_OUTAGE_SHELL_PORT = E2E_SHELL_PORT + 20;
