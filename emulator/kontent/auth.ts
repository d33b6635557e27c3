// Key checks as Kontent makes them: the Preview API always needs the preview key; the Delivery API needs the
// secure key only when secure access is on for the environment. Wrong or missing keys answer 401.
import { ENVIRONMENT_ID, SECURED_ENVIRONMENT_ID, environmentIds } from '../constants.ts';
import type { EmulatorConfig } from '../env.ts';
import { errorCodes, KontentError } from './errors.ts';
import type { Slot } from './store.ts';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const bearerToken = (header: string | null | undefined): string | undefined => {
  const match = /^bearer\s+(.+)$/i.exec(header?.trim() ?? '');
  return match?.[1]?.trim();
};

const unauthorized = () =>
  new KontentError(
    401,
    errorCodes.unauthorized,
    'Missing or invalid access token. Please include the valid access token value in the Authorization header field as an HTTP bearer authorization scheme.',
  );

export const checkAccess = (environmentId: string, slot: Slot, authorization: string | null | undefined, config: EmulatorConfig): void => {
  if (!uuid.test(environmentId)) {
    throw new KontentError(400, errorCodes.invalidRequest, `The environment ID '${environmentId}' is not a valid GUID.`);
  }
  if (!environmentIds.includes(environmentId.toLowerCase())) {
    throw new KontentError(404, errorCodes.environmentNotFound, `The requested environment '${environmentId}' was not found.`);
  }
  const token = bearerToken(authorization);
  if (slot === 'preview') {
    if (token !== config.PREVIEW_API_KEY) throw unauthorized();
    return;
  }
  const secured = environmentId.toLowerCase() === SECURED_ENVIRONMENT_ID || (environmentId.toLowerCase() === ENVIRONMENT_ID && config.secureAccess);
  if (secured && token !== config.SECURE_API_KEY) throw unauthorized();
};
