import * as z from 'zod/mini';
import type { VisitorUser } from '../../app/guards/visitor';

/** product §3 user info, as the App API's login-info call answers it. */
export interface LoginInfo {
  saml: { isLoggedIn: boolean; loginUrl?: string | null | undefined };
  b2bUserInfo: VisitorUser | null;
}

/** Checked here, at the boundary, before use (worker/app-api/login-info.ts). */
export const loginInfoSchema: z.ZodMiniType<LoginInfo> = z.object({
  saml: z.object({ isLoggedIn: z.boolean(), loginUrl: z.optional(z.nullable(z.string())) }),
  b2bUserInfo: z.nullable(
    z.object({
      userId: z.string(),
      organizationBid: z.optional(z.nullable(z.string())),
      country: z.optional(z.nullable(z.string())),
      userType: z.optional(z.nullable(z.string())),
      organizationName: z.optional(z.nullable(z.string())),
      organizationNumber: z.optional(z.nullable(z.string())),
    }),
  ),
});
