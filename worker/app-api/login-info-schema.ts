import * as z from 'zod/mini';
import type { LoginInfo } from '../../app/guards/login-info';

/** product §3 user info, as the App API's login-info call answers it; checked here, at the boundary, before use. */
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
