// The auth module's public face: all that other modules use of it (decision 0119).
export { bearerToken, hashPassword, JWT_ISSUER } from './service.ts';
export { assertStrongPassword, passwordProblem } from './password-strength.ts';
export { enabledAdmins } from './repository.ts';
