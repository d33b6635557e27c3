import { z } from 'zod';

const flag = z.enum(['true', 'false']).transform((value) => value === 'true');
const list = z
  .string()
  .transform((value) => value.split(',').map((item) => item.trim()).filter(Boolean));

/** The worker's vars as wrangler.toml and `wrangler secret put` provide them. */
export const configSchema = z.object({
  ENVIRONMENT: z.enum(['local', 'test', 'staging', 'production']),
  BASE_PATH: z
    .string()
    .regex(/^(\/[A-Za-z0-9._~-]+)*$/, 'must be empty or a path like /retail without a trailing slash'),
  DEMO_MODE: flag,
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error']),
  KONTENT_ENVIRONMENT_ID: z.string().min(1),
  APP_API_URL: z.url(),
  KONTENT_DELIVERY_URL: z.url(),
  KONTENT_PREVIEW_URL: z.url(),
  GTM_CONTAINER_IDS: list,
  RECAPTCHA_SITE_KEY: z.string(),
});

export type AppConfig = z.infer<typeof configSchema>;
