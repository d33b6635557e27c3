/** product §3 user info, as the App API's login-info call answers it (validated by the worker: worker/app-api/login-info-schema.ts). */
export interface LoginInfo {
  saml: { isLoggedIn: boolean; loginUrl?: string | null | undefined };
  b2bUserInfo: {
    userId: string;
    organizationBid?: string | null | undefined;
    country?: string | null | undefined;
    userType?: string | null | undefined;
    organizationName?: string | null | undefined;
    organizationNumber?: string | null | undefined;
  } | null;
}

/**
 * The browser's check of the worker's `/api/session` answer: the worker has validated the App API's answer, so
 * only the shape the guards rely on is checked here (no schema library in the browser bundle, decision record 042).
 */
export function isLoginInfo(value: unknown): value is LoginInfo {
  if (typeof value !== 'object' || value === null) return false;
  const { saml, b2bUserInfo } = value as Partial<Record<keyof LoginInfo, unknown>>;
  const samlOk = typeof saml === 'object' && saml !== null && typeof (saml as { isLoggedIn?: unknown }).isLoggedIn === 'boolean';
  const userOk = b2bUserInfo === null || (typeof b2bUserInfo === 'object' && typeof (b2bUserInfo as { userId?: unknown }).userId === 'string');
  return samlOk && userOk;
}

/** Signed in means the provider says so and names the user; anything less is treated as signed out. */
export function signedInUser(info: LoginInfo | null): NonNullable<LoginInfo['b2bUserInfo']> | undefined {
  return info?.saml.isLoggedIn && info.b2bUserInfo ? info.b2bUserInfo : undefined;
}
