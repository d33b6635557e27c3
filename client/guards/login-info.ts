import * as z from 'zod/mini';

/** SPEC §3 user info, as the App API's login-info call answers it. */
export const loginInfoSchema = z.object({
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

export type LoginInfo = z.infer<typeof loginInfoSchema>;

/** Signed in means the provider says so and names the user; anything less is treated as signed out. */
export function signedInUser(info: LoginInfo | null): NonNullable<LoginInfo['b2bUserInfo']> | undefined {
  return info?.saml.isLoggedIn && info.b2bUserInfo ? info.b2bUserInfo : undefined;
}
