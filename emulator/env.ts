// The emulator's bindings and vars, parsed once per isolate with zod so a wrong setting names itself.
import { z } from 'zod';
import { contentVolumes } from './content/index.ts';

/** A service binding, reduced to what the emulator uses (keeps the emulator free of runtime type packages). */
export interface ServiceBinding {
  fetch(input: Request | string, init?: RequestInit): Promise<Response>;
}

export interface EmulatorBindings {
  readonly APP?: ServiceBinding;
  readonly [name: string]: unknown;
}

const varsSchema = z.object({
  PUBLIC_BASE: z.string().default('/__emulator'),
  PREVIEW_API_KEY: z.string().min(1),
  SECURE_API_KEY: z.string().min(1),
  SECURE_ACCESS: z.enum(['true', 'false']).default('false'),
  MANAGEMENT_API_KEY: z.string().min(1),
  WEBHOOK_SECRET: z.string().min(1),
  WEBHOOK_PATH: z.string().startsWith('/').default('/api/webhooks/kontent'),
  OAUTH_CLIENT_ID: z.string().min(1),
  OAUTH_CLIENT_SECRET: z.string().min(1),
  SESSION_SECRET: z.string().min(1),
  PREVIEW_ENTRY_SECRET: z.string().min(1),
  RECAPTCHA_SITE_KEY: z.string().min(1),
  RECAPTCHA_SECRET_KEY: z.string().min(1),
  ITEMS_FEED_PAGE_SIZE: z.coerce.number().int().positive().default(50),
  CONTENT_VOLUME: z.enum(contentVolumes).default('demo'),
});

export interface EmulatorConfig extends Omit<z.infer<typeof varsSchema>, 'SECURE_ACCESS' | 'PUBLIC_BASE'> {
  readonly publicBase: string;
  readonly secureAccess: boolean;
  readonly app: ServiceBinding | undefined;
}

let cached: { source: EmulatorBindings; config: EmulatorConfig } | undefined;

export const readConfig = (env: EmulatorBindings): EmulatorConfig => {
  if (cached?.source === env) return cached.config;
  const parsed = varsSchema.safeParse(env);
  if (!parsed.success) {
    const names = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Emulator configuration is invalid (emulator/wrangler.toml [vars]): ${names}`);
  }
  const { SECURE_ACCESS, PUBLIC_BASE, ...rest } = parsed.data;
  const config: EmulatorConfig = {
    ...rest,
    publicBase: PUBLIC_BASE.replace(/\/+$/, ''),
    secureAccess: SECURE_ACCESS === 'true',
    app: env.APP,
  };
  cached = { source: env, config };
  return config;
};

export interface EmulatorEnv {
  Bindings: EmulatorBindings;
}

/** The content volume alone (CONTENT_VOLUME), for every request: a path that needs no other var still gets it. */
export const contentVolumeOf = (env: EmulatorBindings): (typeof contentVolumes)[number] => {
  const parsed = varsSchema.shape.CONTENT_VOLUME.safeParse(env.CONTENT_VOLUME);
  if (!parsed.success)
    throw new Error(`Emulator configuration is invalid (emulator/wrangler.toml [vars]): CONTENT_VOLUME must be ${contentVolumes.join(' or ')}`);
  return parsed.data;
};
